import { PositionsScreen } from '../../features/positions/components/positions-screen';

/** `/positions` ('Open Positions'). */
export function PositionsPage() {
  // headerActions: the 'Sync with Manatal' button belongs to the Manatal issue and goes here.
  return <PositionsScreen headerActions={null} />;
}
