import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Crown, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { inputClasses } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../components/ui/cn';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { dashboardPathFor, useAuth } from '../auth/use-auth';
import { sendSupportMessage } from './support-api';

/**
 * Issue #29 'Priority support': the 'Contact support' page (account menu, footer). Signed-out
 * visitors are asked to sign in: the reply goes to the account's address, and the per-user budget
 * keeps the form from being a way to send mail in bulk.
 */
export function SupportPage() {
  usePageTitle('Contact support');
  const { user, isLoading, isPremium } = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to={user ? dashboardPathFor(isPremium) : '/'}
            className={buttonClasses('ghost', 'sm', '-ml-2')}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {user ? 'Dashboard' : 'Home'}
          </Link>
          <Logo className="text-lg" compact />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="font-display text-4xl font-bold tracking-tight text-stone-900">Contact support</h1>
        <p className="mt-2 text-stone-600">Tell us what happened or what you need; we answer by e-mail.</p>
        {isPremium ? (
          <p className="mt-1 font-medium text-brand-800">
            As a Premium member, your messages are marked priority.
          </p>
        ) : null}
        {isLoading ? (
          <Spinner className="mt-8 h-6 w-6 text-brand-500" label="Loading…" />
        ) : user ? (
          <SupportForm email={user.email} isPremium={isPremium} />
        ) : (
          <Card className="mt-8 p-6">
            <p className="text-stone-700">
              Sign in to contact support, so that we can reply to your account’s address.
            </p>
            <Link to="/auth?next=%2Fsupport" className={buttonClasses('primary', 'md', 'mt-4')}>
              Sign In
            </Link>
          </Card>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

type Field = 'subject' | 'message';

function SupportForm({ email, isPremium }: { email: string; isPremium: boolean }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentPriority, setSentPriority] = useState<boolean | null>(null);
  const send = useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (answer) => {
      setSentPriority(answer.priority);
      setSubject('');
      setMessage('');
      toast({
        title: SUPPORT_MESSAGES.sent,
        description: answer.priority ? SUPPORT_MESSAGES.sentPriority : SUPPORT_MESSAGES.sentText,
      });
    },
    onError: (error) => {
      const text =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : SUPPORT_MESSAGES.notSent;
      if (error instanceof ApiError && error.status === 400) {
        const field: Field = /subject/i.test(text) ? 'subject' : 'message';
        setErrors({ [field]: text });
        return;
      }
      toast({ title: 'Message not sent', description: text, variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!subject.trim()) found.subject = SUPPORT_MESSAGES.subjectRequired;
    if (!message.trim()) found.message = SUPPORT_MESSAGES.messageRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || send.isPending) return;
    setSentPriority(null);
    send.mutate({ subject, message });
  };

  return (
    <Card className="mt-8 p-6">
      {sentPriority !== null ? (
        <p
          role="status"
          className="mb-5 rounded-xl bg-herb-50 p-4 text-sm text-herb-900 ring-1 ring-herb-200"
        >
          {SUPPORT_MESSAGES.sent}. We will reply to {email}.
          {sentPriority ? ` ${SUPPORT_MESSAGES.sentPriority}` : null}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Contact support">
        <p className="text-sm text-stone-600">
          We reply to <strong className="text-stone-900">{email}</strong>.
          {isPremium ? (
            <span className="ml-1 inline-flex items-center gap-1 font-medium text-brand-800">
              <Crown className="h-3.5 w-3.5" aria-hidden />
              Priority
            </span>
          ) : null}
        </p>
        <TextField
          id="support-subject"
          label="Subject"
          fieldClassName="mt-5"
          value={subject}
          maxLength={SUPPORT_LIMITS.subjectMax}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
          disabled={send.isPending}
          required
        />
        <TextField
          id="support-message"
          label="Message"
          fieldClassName="mt-4"
          error={errors.message}
          describedBy="support-message-count"
          control={(field) => (
            <textarea
              {...field}
              value={message}
              rows={8}
              maxLength={SUPPORT_LIMITS.messageMax}
              onChange={(event) => setMessage(event.target.value)}
              disabled={send.isPending}
              required
              className={cn(inputClasses, 'h-auto py-2')}
            />
          )}
        >
          <p id="support-message-count" className="mt-1 text-right text-xs text-stone-500">
            {message.length.toLocaleString('en-US')} / {SUPPORT_LIMITS.messageMax.toLocaleString('en-US')}
          </p>
        </TextField>
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? <Spinner /> : <Send className="h-4 w-4" aria-hidden />}
            {send.isPending ? 'Sending...' : 'Send message'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
