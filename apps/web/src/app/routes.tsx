import { Navigate, Route, Routes, ScrollRestoration, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AccountRoutePage } from '../features/account/AccountRoutePage';
import { AuthPage } from '../features/auth/AuthPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { FreeDashboardPage } from '../features/dashboard/FreeDashboardPage';
import { PremiumDashboardPage } from '../features/dashboard/PremiumDashboardPage';
import { PremiumToolPage } from '../features/dashboard/PremiumToolPage';
import { LandingPage } from '../features/landing/LandingPage';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage';
import { TermsOfServicePage } from '../features/legal/TermsOfServicePage';
import { RecipePage } from '../features/recipes/RecipePage';
import { SharedRecipePage } from '../features/sharing/SharedRecipePage';
import { dashboardPathFor, useAuth } from '../hooks/use-auth';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DashboardRedirect, RequireAuth, RequireAuthOrLogin } from './guards';

/** /: the landing page for visitors, the plan's dashboard for signed-in users. */
function HomeRoute() {
  const { isLoading, isAuthenticated, isPremium } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to={dashboardPathFor(isPremium)} replace />;
  return <LandingPage />;
}

function PremiumDashboardRoute() {
  const { search } = useLocation();
  const verifying = new URLSearchParams(search).has('session_id');
  return (
    <RequireAuth
      plan="premium"
      loadingLabel={verifying ? 'Verifying your premium upgrade...' : 'Loading your dashboard...'}
    >
      <PremiumDashboardPage />
    </RequireAuth>
  );
}

/** /recipes/new: the Add Recipe form over the plan's dashboard (in its column on Free, full screen on Premium). */
function NewRecipeRoute() {
  const { isPremium } = useAuth();
  return (
    <RequireAuth loadingLabel="Loading your dashboard...">
      {isPremium ? <PremiumDashboardPage /> : <FreeDashboardPage />}
    </RequireAuth>
  );
}

/** Spec §2 route table. */
export function AppRoutes() {
  return (
    <>
      {/* New pages start at the top (or at the address's anchor); Back returns to where the page was. */}
      <ScrollRestoration />
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/login" element={<AuthPage />} />
        <Route path="/signup" element={<AuthPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/profile" element={<AccountRoutePage dialog="profile" />} />
        <Route path="/settings" element={<AccountRoutePage dialog="settings" />} />
        <Route path="/dashboard" element={<DashboardRedirect />} />
        <Route
          path="/dashboard/free"
          element={
            <RequireAuth plan="free" loadingLabel="Loading your dashboard...">
              <FreeDashboardPage />
            </RequireAuth>
          }
        />
        <Route path="/dashboard/premium" element={<PremiumDashboardRoute />} />
        <Route path="/premium" element={<PremiumDashboardRoute />} />
        <Route
          path="/recipe/:id"
          element={
            <RequireAuthOrLogin>
              <RecipePage />
            </RequireAuthOrLogin>
          }
        />
        <Route path="/recipes/new" element={<NewRecipeRoute />} />
        <Route
          path="/tools/:tool"
          element={
            <RequireAuth loadingLabel="Loading your dashboard...">
              <PremiumToolPage />
            </RequireAuth>
          }
        />
        <Route path="/s/:token" element={<SharedRecipePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
