import { useSearchParams } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';

/** The invitation link's target: `?token=` identifies the invitation. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <PublicPage title="Set your password" description="Choose a password for your Interview Hub account.">
      <SetPasswordForm token={token} />
    </PublicPage>
  );
}
