import type { PublicUser } from '@cookmark/contracts';
import { Avatar } from 'radix-ui';
import { cn } from '../../components/ui/cn';
import { initials } from '../../lib/format';

export function UserAvatar({
  user,
  className,
}: {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'profileImageUrl'>;
  className?: string;
}) {
  return (
    // Decorative: the name (or the button's label) says who it is.
    <Avatar.Root
      aria-hidden
      className={cn(
        'inline-flex h-9 w-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand-100 align-middle',
        className,
      )}
    >
      {user.profileImageUrl ? (
        <Avatar.Image src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
      ) : null}
      <Avatar.Fallback className="flex h-full w-full items-center justify-center text-sm font-semibold text-brand-800">
        {initials(user.firstName, user.lastName)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
