import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { initials } from '../../lib/format';
import { useAuth } from '../auth/use-auth';
import { TRIGGER_CLASSES } from './account-menu-trigger';
import { UserAvatar } from './UserAvatar';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/**
 * Spec §2 "User menu". Its dropdown (Radix's menu, focus scope and floating-ui, about 16 KB gzipped)
 * is not part of a page's start-up: the avatar button is, and the menu's code loads on the button's
 * first pointer over, focus or press. On focus or press the menu's trigger takes the button's place
 * once its code is here (a transition: the button stays until then), with the focus the button had,
 * and open when it was pressed.
 */
export function UserMenu() {
  const { user } = useAuth();
  const [wanted, setWanted] = useState<'focus' | 'press' | null>(null);
  const focused = useRef(false);

  if (!user) {
    return (
      <Link to="/auth" className={buttonClasses('primary', 'sm')}>
        Sign In
      </Link>
    );
  }

  // The avatar's initials are its visible text: they are part of its name (speech input says them).
  const label = `Open account menu, ${initials(user.firstName, user.lastName)}`;
  if (wanted)
    return (
      <Suspense>
        <AccountMenu
          user={user}
          label={label}
          defaultOpen={wanted === 'press'}
          hadFocus={() => focused.current}
        />
      </Suspense>
    );

  const want = (how: 'focus' | 'press') => () =>
    startTransition(() => setWanted((current) => (current === 'press' ? current : how)));
  return (
    <Suspense>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={TRIGGER_CLASSES}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => {
          focused.current = true;
          want('focus')();
        }}
        onBlur={(event) => {
          // Not the blur of its own removal (as the menu's trigger takes its place): a move elsewhere.
          if (event.currentTarget.isConnected) focused.current = false;
        }}
        onPointerDown={want('press')}
        onClick={want('press')}
      >
        <UserAvatar user={user} />
      </button>
    </Suspense>
  );
}
