import type { PublicUser } from '@cookmark/contracts';
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { initials } from '../../lib/format';

/**
 * Whether the picture at `src` has loaded (null: there is none). The picture shows only once it has,
 * so a slow or broken one never shows as a broken image: the initials stand until then.
 */
function useLoaded(src: string | null | undefined): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new window.Image();
    image.onload = () => {
      if (current) setLoaded(src);
    };
    image.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  return Boolean(src) && loaded === src;
}

/**
 * The user's picture, or their initials until it has loaded (or when there is none). Plain elements,
 * not Radix's Avatar: it is on every signed-in page, and Radix's shared modules cost those pages'
 * start-up their download and evaluation (issue #31).
 */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'profileImageUrl'>;
  className?: string;
}) {
  const loaded = useLoaded(user.profileImageUrl);
  return (
    // Decorative: the name (or the button's label) says who it is.
    <span
      aria-hidden
      className={cn(
        'inline-flex h-9 w-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand-100 align-middle',
        className,
      )}
    >
      {loaded ? (
        <img src={user.profileImageUrl!} alt="" className="h-full w-full object-cover" />
      ) : (
        <span className="flex h-full w-full items-center justify-center text-sm font-semibold text-brand-800">
          {initials(user.firstName, user.lastName)}
        </span>
      )}
    </span>
  );
}
