import { PositionsManatalActions } from '../../features/manatal/components/manatal-header-actions';
import { PositionsScreen } from '../../features/positions/components/positions-screen';

/** `/positions` ('Open Positions'). */
export function PositionsPage() {
  return <PositionsScreen headerActions={<PositionsManatalActions />} />;
}
