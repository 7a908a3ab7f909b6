import { RichText, uiMessages } from '@fanclub/ui';
import type { LegalTexts } from '@fanclub/domain';
import { useLegalTexts } from '@fanclub/domain/react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';

const pages: Record<
  string,
  { title: string; field: Exclude<keyof LegalTexts, 'invoiceRegistrationNumber'> }
> = {
  [paths.termsOfService]: { title: uiMessages.terms, field: 'termOfUse' },
  [paths.privacyPolicy]: { title: uiMessages.privacy, field: 'privacyPolicy' },
  [paths.commercialTransactionsLaw]: { title: uiMessages.commercialLaw, field: 'specialCommercialLaw' },
};

/** The legal pages: one screen, the text chosen by the route. */
export function LegalPage() {
  const page = pages[useLocation().pathname] ?? pages[paths.termsOfService]!;
  const texts = useLegalTexts();
  return (
    <>
      <PageHeading title={page.title} />
      <QueryBoundary query={texts} errorKey="fetchCompanyPagesFailed">
        {(data) => <RichText html={data[page.field]} />}
      </QueryBoundary>
    </>
  );
}
