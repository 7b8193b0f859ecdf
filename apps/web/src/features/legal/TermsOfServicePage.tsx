import { LegalLayout, type LegalSection } from './LegalLayout';

const LEGAL_EMAIL = 'legal@cookmark.app';

const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using Cookmark, you agree to these Terms of Service and to our Privacy
        Policy. If you do not agree, please do not use the service. You must be at least 13 years old to use
        Cookmark.
      </p>
    ),
  },
  {
    title: 'Description of Service',
    body: (
      <p>
        Cookmark lets you import recipes from web addresses into a clean reading view, save and organise them
        with tags and search, and create recipes by hand. Premium subscribers also get tools such as grocery
        lists built from several recipes, recipe scaling, PDF and text export and AI ingredient substitutions.
        Recipe extraction is automated and may occasionally be incomplete; please review imported recipes
        before relying on them.
      </p>
    ),
  },
  {
    title: 'User Accounts',
    body: (
      <ul>
        <li>You must provide accurate information when you sign up and keep it up to date.</li>
        <li>You are responsible for keeping your password secure and for all activity under your account.</li>
        <li>Tell us promptly if you suspect unauthorised access to your account.</li>
        <li>One person may not maintain more than one free account to get around limits.</li>
      </ul>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>Use Cookmark for anything unlawful, or to infringe anyone else&apos;s rights.</li>
          <li>Republish or sell recipes you have imported where you do not have the right to do so.</li>
          <li>Attempt to gain unauthorised access to our systems or other users&apos; accounts.</li>
          <li>Overload the service with automated requests, scraping or other abusive traffic.</li>
          <li>Upload malicious code or interfere with the service&apos;s normal operation.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Premium Subscription',
    body: (
      <>
        <p>
          Premium is available for $2.99 per month or $19.99 per year. Payments are handled by our card
          payment provider. Subscriptions renew automatically at the end of each billing period until you
          cancel.
        </p>
        <p>
          You can cancel at any time from your account; you keep Premium access until the end of the period
          you have paid for. Under our 30-day money-back guarantee, if you cancel from your account within 30
          days of your first payment you may instead choose a full refund of your latest payment: Premium then
          ends at once and we confirm the refund by e-mail. The guarantee applies once per account. We may
          change prices with at least 30 days&apos; notice; changes apply from your next billing period.
        </p>
      </>
    ),
  },
  {
    title: 'Content and Intellectual Property',
    body: (
      <>
        <p>
          You keep ownership of the recipes, notes and other content you create. You give us a limited licence
          to store, process and display that content solely to provide the service to you.
        </p>
        <p>
          Recipes imported from other websites remain the property of their original authors. Cookmark keeps a
          link to the source and is intended for your personal, non-commercial use. The Cookmark name, logo,
          software and design are our property and may not be copied without permission.
        </p>
      </>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        Our Privacy Policy explains how we collect, use and protect your information. By using Cookmark you
        consent to that handling of your data.
      </p>
    ),
  },
  {
    title: 'Service Availability',
    body: (
      <p>
        We aim to keep Cookmark available at all times but do not guarantee uninterrupted service. We may
        suspend the service for maintenance, updates or reasons beyond our control, and we may add, change or
        remove features. We will give reasonable notice of changes that materially reduce Premium features.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        Cookmark is provided &ldquo;as is&rdquo; without warranties of any kind. To the fullest extent
        permitted by law, we are not liable for indirect, incidental or consequential damages, or for loss of
        data, arising from your use of the service. Our total liability for any claim is limited to the amount
        you paid us in the 12 months before the claim. Always use your own judgement about ingredients,
        allergies and food safety.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may stop using Cookmark and delete your account at any time. We may suspend or close accounts that
        breach these terms, with notice where practical. On termination your right to use the service ends,
        and we delete your data as described in our Privacy Policy.
      </p>
    ),
  },
  {
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms from time to time. If a change is significant, we will notify you by email
        or in the app before it takes effect. Continuing to use Cookmark after the change means you accept the
        updated terms.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the United States and the state in which Cookmark is
        established, without regard to conflict-of-law rules. Any dispute arising from these terms or the
        service will be resolved by binding arbitration on an individual basis, rather than in court, except
        that either party may bring qualifying claims in small-claims court.
      </p>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Email us at{' '}
        <a href={`mailto:${LEGAL_EMAIL}`} className="font-medium text-brand-700 hover:underline">
          {LEGAL_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          Welcome to Cookmark. These terms set out the rules for using our website and services. Please read
          them carefully.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
