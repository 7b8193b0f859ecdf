import { Suspense } from 'react';
import { Navigate, Route, Routes, ScrollRestoration, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { dashboardPathFor, useAuth } from '../features/auth/use-auth';
import { DashboardRedirect, RequireAuth, RequireAuthOrLogin } from './guards';
import {
  AccountRoutePage,
  JoinHouseholdPage,
  HouseholdLibraryPage,
  AuthPage,
  CollectionImportPage,
  CookModePage,
  FreeDashboardPage,
  ImportPage,
  LandingPage,
  NotFoundPage,
  PremiumDashboardPage,
  PremiumToolPage,
  PrivacyPolicyPage,
  RecipePage,
  ResetPasswordPage,
  SharedRecipePage,
  SupportPage,
  TermsOfServicePage,
} from './lazy-pages';

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
      {/* Each page is its own chunk (lazy-pages.ts); the spinner shows while one loads. */}
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/login" element={<AuthPage />} />
          <Route path="/signup" element={<AuthPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/terms-of-service" element={<TermsOfServicePage />} />
          <Route path="/support" element={<SupportPage />} />
          <Route path="/profile" element={<AccountRoutePage dialog="profile" />} />
          <Route path="/settings" element={<AccountRoutePage dialog="settings" />} />
          <Route path="/household/join" element={<JoinHouseholdPage />} />
          <Route
            path="/household/recipes"
            element={
              <RequireAuthOrLogin>
                <HouseholdLibraryPage />
              </RequireAuthOrLogin>
            }
          />
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
          <Route
            path="/recipe/:id/cook"
            element={
              <RequireAuthOrLogin>
                <CookModePage />
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
          {/* An opened grocery list has an address of its own (issue #34). */}
          <Route
            path="/tools/:tool/lists/:listId"
            element={
              <RequireAuth loadingLabel="Loading your dashboard...">
                <PremiumToolPage />
              </RequireAuth>
            }
          />
          <Route path="/s/:token" element={<SharedRecipePage />} />
          <Route path="/import" element={<ImportPage />} />
          {/* A whole collection from another app (issue #33). */}
          <Route
            path="/library/import"
            element={
              <RequireAuth loadingLabel="Loading…">
                <CollectionImportPage />
              </RequireAuth>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}
