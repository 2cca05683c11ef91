import { MyEarningsScreen } from '../../features/finance/components/my-earnings-screen';

/** `/my-earnings?period=YYYY-MM`: an interviewer's own payouts and statements. */
export function MyEarningsPage() {
  return <MyEarningsScreen />;
}
