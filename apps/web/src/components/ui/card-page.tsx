import type { ReactNode } from 'react';
import { Card } from './card';
import { Logo } from './logo';

/** A page of one centred card under the logo, with an icon and a title (sign-in prompts, invitations). */
export function CardPage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-cream px-4 py-6">
      <header className="mx-auto w-full max-w-md">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center">
        <Card className="w-full max-w-md p-8 text-center">
          <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            {icon}
          </div>
          <h1 className="font-display text-2xl font-bold text-stone-900">{title}</h1>
          {children}
        </Card>
      </main>
    </div>
  );
}
