import { useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { miscText } from '../../messages/misc.ts';

/**
 * /maintenance (the site is being updated) and /service-maintenance (a service such as payments is
 * paused). Both are public so the operator can send everyone there.
 */
export function MaintenancePage() {
  const service = useLocation().pathname === paths.serviceMaintenance;
  return (
    <>
      <PageHeading title={service ? miscText.serviceMaintenance : miscText.maintenance} />
      <p>{service ? miscText.serviceMaintenanceLead : miscText.maintenanceLead}</p>
    </>
  );
}
