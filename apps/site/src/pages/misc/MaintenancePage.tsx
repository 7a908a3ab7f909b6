import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

/**
 * /maintenance (the site is being updated) and /service-maintenance (a service such as payments is
 * paused). Both are public so the operator can send everyone there.
 */
export function MaintenancePage() {
  const service = useLocation().pathname === paths.serviceMaintenance;
  return (
    <>
      <PageHeading title={service ? 'サービスメンテナンス中' : 'メンテナンス中'} />
      <p>
        {service
          ? 'ただいま一部のサービスをメンテナンスしております。ご不便をおかけしますが、終了までしばらくお待ちください。'
          : 'ただいまサイトのメンテナンスを行っております。ご不便をおかけしますが、終了までしばらくお待ちください。'}
      </p>
    </>
  );
}
