import { useFaqs } from '@fanclub/domain/react';
import { RichText, uiMessages } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { faqText } from '../../messages/faq.ts';

/** The questions the operator keeps in the console (Q&A), each folding open on its own. */
export function FaqPage() {
  const faqs = useFaqs();
  return (
    <>
      <PageHeading title={uiMessages.faq} />
      <div className={styles.stack}>
        <QueryBoundary query={faqs} isEmpty={(d) => d.data.length === 0}>
          {({ data }) => (
            <div className={styles.stack}>
              {data.map((item) => (
                <details key={item.id}>
                  <summary>{item.question}</summary>
                  <RichText html={item.answer} />
                </details>
              ))}
            </div>
          )}
        </QueryBoundary>
        <p>
          {faqText.unsolvedBefore}
          <Link to={paths.contact}>{uiMessages.contact}</Link>
          {faqText.unsolvedAfter}
        </p>
      </div>
    </>
  );
}
