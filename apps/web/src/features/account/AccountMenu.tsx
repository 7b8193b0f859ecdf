import { CreditCard, Crown, LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { UserWithBilling } from '@cookmark/contracts';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PlanBadge } from '../../components/ui/badge';
import { openDialogFrom } from '../../components/ui/dialog-opener';
import { useAuth } from '../auth/use-auth';
import { fullName } from '../../lib/format';
import { useBillingPortal } from '../billing/use-billing-portal';
import { usePlanCoverage } from '../billing/plan-coverage';
import { TRIGGER_CLASSES } from './account-menu-trigger';
import { UserAvatar } from './UserAvatar';
import { useSignOut } from './use-sign-out';
import { lazyDialog } from '../../components/lazy-dialog';

const ProfileDialog = lazyDialog(() => import('./ProfileDialog'), 'ProfileDialog');
const SettingsDialog = lazyDialog(() => import('./SettingsDialog'), 'SettingsDialog');
const UpgradeDialog = lazyDialog(() => import('../billing/UpgradeDialog'), 'UpgradeDialog');

type OpenDialog = 'profile' | 'settings' | 'upgrade' | null;

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:opacity-50';

function MenuItem({
  icon,
  children,
  onSelect,
  disabled,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: (event: Event) => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item className={itemClasses} onSelect={onSelect} disabled={disabled}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

interface AccountMenuProps {
  user: UserWithBilling;
  /** The trigger's name (UserMenu's button, which this menu replaces, has the same). */
  label: string;
  /** Pressed before this code arrived: the menu opens at once. */
  defaultOpen: boolean;
  /** Whether the button this replaces had focus as it went: the trigger takes it over. */
  hadFocus: () => boolean;
}

/** Spec §2 "User menu": the account dropdown (Radix), loaded on intent by UserMenu. */
export function AccountMenu({ user, label, defaultOpen, hadFocus }: AccountMenuProps) {
  const { isPremium } = useAuth();
  const coverage = usePlanCoverage();
  const [dialog, setDialogState] = useState<OpenDialog>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Only as it replaces UserMenu's button; an open menu takes the focus itself.
    if (!defaultOpen && hadFocus()) triggerRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A dialog opened from the menu gives focus back to the menu's button when it closes.
  const setDialog = (next: OpenDialog) => {
    if (next) openDialogFrom(triggerRef.current);
    setDialogState(next);
  };
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Spec §2 / §8: premium users go to the billing portal (menu-path errors), free users see the upgrade dialog.
  const portal = useBillingPortal('menu');

  const name = fullName(user.firstName, user.lastName) || user.email;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger ref={triggerRef} aria-label={label} className={TRIGGER_CLASSES}>
          <UserAvatar user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl"
          >
            <div className="flex items-center gap-3 px-2.5 py-2">
              <UserAvatar user={user} className="h-10 w-10" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
                <p className="truncate text-xs text-stone-500">{user.email}</p>
                <div className="mt-1">
                  <PlanBadge premium={isPremium} />
                </div>
              </div>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
            <MenuItem icon={<User className="h-4 w-4" aria-hidden />} onSelect={() => setDialog('profile')}>
              Profile
            </MenuItem>
            <MenuItem
              icon={<Settings className="h-4 w-4" aria-hidden />}
              onSelect={() => setDialog('settings')}
            >
              Settings
            </MenuItem>
            <MenuItem
              icon={<CreditCard className="h-4 w-4" aria-hidden />}
              disabled={portal.isPending}
              // A member covered by the household (issue #32) sees the plan: the portal is the payer's.
              onSelect={() => (coverage === 'own' ? portal.mutate() : setDialog('upgrade'))}
            >
              Manage Subscription
            </MenuItem>
            {isPremium ? (
              // The upgrade dialog's 'Premium Active' state: what the plan includes, Manage Billing.
              <MenuItem
                icon={<Crown className="h-4 w-4" aria-hidden />}
                onSelect={() => setDialog('upgrade')}
              >
                Premium Plan
              </MenuItem>
            ) : null}
            <MenuItem
              icon={<LifeBuoy className="h-4 w-4" aria-hidden />}
              onSelect={() => void navigate('/support')}
            >
              Contact support
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
            <MenuItem
              icon={<LogOut className="h-4 w-4" aria-hidden />}
              disabled={signOut.isPending}
              onSelect={(event) => {
                event.preventDefault();
                signOut.mutate();
              }}
            >
              {signOut.isPending ? 'Signing out...' : 'Sign out'}
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ProfileDialog open={dialog === 'profile'} onOpenChange={close} />
      <SettingsDialog open={dialog === 'settings'} onOpenChange={close} />
      <UpgradeDialog open={dialog === 'upgrade'} onOpenChange={close} />
    </>
  );
}
