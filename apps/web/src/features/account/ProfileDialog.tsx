import { profileUpdateSchema, type PublicUser, type UserWithBilling } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PlanBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useAuth, useMergeCachedUser } from '../auth/use-auth';
import { apiRequest } from '../../lib/api';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { fullName, monthYear } from '../../lib/format';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { UserAvatar } from './UserAvatar';

interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 "Profile dialog". */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Profile"
      description="Update how your name appears in Cookmark."
    >
      <ProfileForm user={user} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function ProfileForm({ user, onDone }: { user: UserWithBilling; onDone: () => void }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mergeCachedUser = useMergeCachedUser();

  const mutation = useMutation({
    mutationFn: (body: unknown) => apiRequest<PublicUser>('PATCH', '/api/auth/profile', body),
    onSuccess: (updated) => {
      mergeCachedUser(updated);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
      onDone();
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Update failed', error, 'Failed to update profile');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = profileUpdateSchema.safeParse({
      firstName,
      lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
    });
    if (!result.success) {
      setErrors(fieldErrorsFrom(result.error));
      return;
    }
    setErrors({});
    mutation.mutate(result.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Profile">
      <div className="flex items-center gap-4">
        <div className="relative">
          <UserAvatar user={user} className="h-16 w-16 text-lg" />
          <label
            htmlFor="profile-avatar"
            className="absolute -bottom-1 -right-1 flex h-7 w-7 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white shadow ring-2 ring-white transition hover:bg-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <Camera className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">Change profile photo</span>
            <input
              id="profile-avatar"
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => {
                e.target.value = '';
                toast({ title: 'Coming soon', description: 'Avatar upload will be available soon.' });
              }}
            />
          </label>
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">
            {fullName(user.firstName, user.lastName) || user.email}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-500">
            <PlanBadge premium={user.isPremium} />
            <span>Since {monthYear(user.createdAt)}</span>
          </div>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-firstName"
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
        />
        <TextField
          id="profile-lastName"
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.lastName}
        />
      </div>
      <TextField
        id="profile-email"
        label="Email"
        type="email"
        value={user.email}
        disabled
        hint="Email address cannot be changed"
      />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
