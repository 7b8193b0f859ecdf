import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';

interface BillingManagementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCompleteUpgrade: () => void;
}

/** Spec §2: shown when the portal cannot be opened because billing is not set up for the account. */
export function BillingManagementDialog({
  open,
  onOpenChange,
  onCompleteUpgrade,
}: BillingManagementDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Billing Management"
      description="To access billing management, please complete your premium upgrade first."
    >
      <div className="flex justify-end">
        <Button onClick={onCompleteUpgrade}>Complete Upgrade</Button>
      </div>
    </AppDialog>
  );
}
