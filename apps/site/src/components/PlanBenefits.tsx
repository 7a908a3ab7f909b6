import { RichText } from '@fanclub/ui';

/** A plan's benefits (its CMS text), loaded apart from the guide's first paint (MembershipPlans). */
export function PlanBenefits({ html }: { html: string }) {
  return <RichText html={html} />;
}
