import { RichText } from '@fanclub/ui';

/** A product's description: the CMS HTML through ui RichText's allow-list. */
export function ProductDescription({ html }: { html: string }) {
  return <RichText html={html} />;
}
