import { ClientsScreen } from '../../features/clients/components/clients-screen';

/** `/clients`. */
export function ClientsPage() {
  // headerActions: the 'Sync with Manatal' button belongs to the Manatal issue and goes here.
  return <ClientsScreen headerActions={null} />;
}
