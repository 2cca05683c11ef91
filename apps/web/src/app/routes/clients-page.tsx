import { ClientsScreen } from '../../features/clients/components/clients-screen';
import { ClientsManatalActions } from '../../features/manatal/components/manatal-header-actions';

/** `/clients`. */
export function ClientsPage() {
  return <ClientsScreen headerActions={<ClientsManatalActions />} />;
}
