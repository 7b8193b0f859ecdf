import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo';
import { UserMenu } from './UserMenu';

/** A signed-in page of its own (a recipe, the household library): the logo and the account menu above it. */
export function SignedInPage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-stone-200/80 bg-white/85">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <UserMenu />
        </div>
      </header>
      <main className={`mx-auto max-w-5xl px-4 py-8 sm:px-6 ${className}`.trim()}>{children}</main>
    </div>
  );
}
