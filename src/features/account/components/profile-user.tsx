import { useCurrentUser } from '../../../api/session-context';
import { DeleteAccount } from './delete-account';
import { NewsConsentSettings } from './news-consent';
import { PhoneChange } from './phone-change';
import { ProfileForm } from './profile-form';

/** Name, surname, birthday and gender; the phone changed with a code; the account deleted after a confirmation. */
export function ProfileUser() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="stack">
      <ProfileForm user={user} />
      <PhoneChange user={user} />
      <NewsConsentSettings />
      <DeleteAccount />
    </div>
  );
}
