import { useParams } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { UserMenu } from '../account/UserMenu';
import { RecipeDetail } from './RecipeDetail';

/** /recipe/:id: one saved recipe on its own page. */
export function RecipePage() {
  const { id = '' } = useParams();
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-stone-200/80 bg-white/85">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <RecipeDetail key={id} id={id} />
      </main>
    </div>
  );
}
