import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { UserMenu } from '../account/UserMenu';

/** /recipe/:id — the recipe detail view plugs in here. */
export function RecipePage() {
  const { id } = useParams();
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-stone-200/80 bg-white/85">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Link to="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Recipes
        </Link>
        <Card className="mt-4 p-10 text-center">
          <BookOpen className="mx-auto h-10 w-10 text-brand-500" aria-hidden />
          <h1 className="mt-3 font-display text-2xl font-bold text-stone-900">Recipe</h1>
          <p className="mt-1 text-sm text-stone-600" data-recipe-id={id}>
            The recipe will open here.
          </p>
        </Card>
      </main>
    </div>
  );
}
