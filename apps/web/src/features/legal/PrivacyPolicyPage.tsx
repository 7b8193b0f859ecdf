import { LegalLayout, type LegalSection } from './LegalLayout';

const PRIVACY_EMAIL = 'privacy@cookmark.app';

const SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run Cookmark:</p>
        <ul>
          <li>
            <strong>Account information</strong> — your name, email address, a securely hashed password and,
            if you add one, a profile picture.
          </li>
          <li>
            <strong>Recipe data</strong> — recipes you save or create, the web addresses you import from, your
            tags and grocery lists.
          </li>
          <li>
            <strong>Usage data</strong> — basic technical information such as browser type, pages visited and
            error logs, which we use to keep the service reliable.
          </li>
          <li>
            <strong>Payment information</strong> — if you subscribe to Premium, payments are processed by our
            card payment provider. We never see or store your full card number; we keep only your subscription
            status and billing period.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>
          To provide, maintain and improve Cookmark, including importing and cleaning up recipes you ask us to
          read.
        </li>
        <li>
          To manage your account and subscription and to send service messages such as password resets and
          receipts.
        </li>
        <li>To respond to your questions and support requests.</li>
        <li>To detect, prevent and address abuse, fraud and technical problems.</li>
        <li>To send product news, only if you have chosen to receive it.</li>
      </ul>
    ),
  },
  {
    title: 'Information Sharing',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information.</strong> We share it only in these limited cases:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> who help us run Cookmark — hosting, email delivery and payment
            processing — under contracts that limit their use of your data to the services they provide to us.
          </li>
          <li>
            <strong>Legal requirements</strong> — when we must comply with a law, court order or valid legal
            process, or to protect the rights, property or safety of our users and the public.
          </li>
          <li>
            <strong>Business transfers</strong> — if Cookmark is involved in a merger, acquisition or sale of
            assets, your information may be transferred as part of that transaction, and this policy will
            continue to apply.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        We protect your information with industry-standard measures, including encrypted connections (HTTPS),
        hashed passwords, secure session cookies and restricted access to our systems. No method of
        transmission or storage is completely secure, but we work hard to safeguard your data and will notify
        you of any breach as required by law.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        We keep your account information and recipes for as long as your account is active. You can delete
        your account at any time in Settings (Your data): your recipes, share links, grocery lists, settings
        and sessions are deleted at once and an active subscription is cancelled. Our payment provider keeps
        its own payment records where the law requires it.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>Access the personal information we hold about you.</li>
          <li>Update or correct inaccurate information.</li>
          <li>Delete your account and personal information.</li>
          <li>Export your recipes, grocery lists and settings in a portable format (Settings, Your data).</li>
          <li>Opt out of promotional emails at any time.</li>
          <li>Ask us how your data is used.</li>
        </ul>
        <p>To exercise any of these rights, contact us at the address below.</p>
      </>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use a small number of essential cookies to keep you signed in and to protect your session. We may
        also use analytics cookies to understand how Cookmark is used so we can improve it. You can control
        cookies through your browser settings, but disabling essential cookies will prevent you from signing
        in.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        Cookmark is not directed to children under 13, and we do not knowingly collect personal information
        from them. If you believe a child under 13 has given us personal information, please contact us and we
        will delete it.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. When we make significant changes, we will notify you by
        email or with a notice in the app before the changes take effect. The date at the top of this page
        shows when it was last updated.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        If you have questions about this policy or how we handle your data, email us at{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="font-medium text-brand-700 hover:underline">
          {PRIVACY_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy explains what information Cookmark collects, how we use it,
          and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
