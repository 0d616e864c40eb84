import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { z } from '../../forms/zod.ts';
import { FormField } from '../../components/FormField.tsx';
import { EMAIL_OTP_SECONDS, OtpCodeForm, PHONE_OTP_SECONDS } from '../../components/OtpCodeForm.tsx';
import { toast } from '../../feedback/toast.ts';
import { EMAIL_PATTERN } from '../../forms/fields.ts';
import { outcomeMessage } from '../../mutations/useCommit.ts';
import { useRequestNewEmailCode, useVerifyNewEmailCode } from '../../mutations/useNewEmailCode.ts';
import { useRequestPhoneCode } from '../../mutations/useRequestPhoneCode.ts';
import { useUpdateProfile } from '../../mutations/useUpdateProfile.ts';
import { useVerifyPhoneCode } from '../../mutations/useVerifyPhoneCode.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import type { PersonalInformationPaneQuery as PersonalInformationPaneQueryType } from './__generated__/PersonalInformationPaneQuery.graphql.ts';

export const PersonalInformationPaneQuery = graphql`
  query PersonalInformationPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
      user {
        name
        email
        emailVerified
        phone
        googleConnected
      }
    }
  }
`;

type Field = 'name' | 'email' | 'phone';

/** The rules of each field of Personal information, with the product's messages. */
const RULES: Record<Field, z.ZodType<string>> = {
  name: z.string().trim().min(2, 'Name must be at least 2 characters.'),
  email: z.string().trim().regex(EMAIL_PATTERN, 'Invalid email format.'),
  phone: z.string().regex(/^\d{10}$/, 'Phone number must be 10 digits.'),
};

const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', phone: 'Phone Number' };
const SAVED = 'User information updated successfully!';
const FAILED = 'An error occurred while updating user information';

/** `/my-account?pane=personal-information`: name, e-mail and phone, each edited and saved on its own. */
export function PersonalInformationPane() {
  const { viewer } = useRouteQuery<PersonalInformationPaneQueryType>(PersonalInformationPaneQuery);
  const { user } = viewer;
  const [editing, setEditing] = useState<Field | null>(null);
  return (
    <AccountLayout viewer={viewer} title="Personal Information">
      {user && (
        <Stack gap="4" maxW="2xl">
          {(['name', 'email', 'phone'] as const).map((field) => (
            <FieldRow
              key={field}
              field={field}
              value={user[field] ?? ''}
              locked={field === 'email' && user.emailVerified}
              editing={editing === field}
              onEdit={() => setEditing(field)}
              onDone={() => setEditing(null)}
            />
          ))}
          <Card.Root size="sm">
            <Card.Header>
              <Heading as="h2" size="md">
                Connect Social Accounts
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="2">
                <HStack justify="space-between">
                  <Text>Google</Text>
                  <Badge colorPalette={user.googleConnected ? 'green' : 'gray'}>
                    {user.googleConnected ? 'Connected' : 'Not Connected'}
                  </Badge>
                </HStack>
                <HStack justify="space-between">
                  <Text>Apple</Text>
                  <Badge colorPalette="gray">Not Connected</Badge>
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </AccountLayout>
  );
}

interface FieldRowProps {
  field: Field;
  value: string;
  /** A verified e-mail: its button reads 'Verified' and is disabled. */
  locked: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}

/** A code sent to the new phone or e-mail: the value it proves, and the phone code's session. */
interface CodeStep {
  /** Counts the codes sent, so each new one remounts the code form. */
  round: number;
  value: string;
  otpSession: string | null;
}

/**
 * One field in view mode (value and Edit) or edit mode (input and Save); a new phone or e-mail is proved by a code
 * first.
 */
function FieldRow({ field, value, locked, editing, onEdit, onDone }: FieldRowProps) {
  const updateProfile = useUpdateProfile();
  const requestPhoneCode = useRequestPhoneCode();
  const verifyPhoneCode = useVerifyPhoneCode();
  const requestEmailCode = useRequestNewEmailCode();
  const verifyEmailCode = useVerifyNewEmailCode();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);

  const save = async (next: string) => {
    const outcome = await updateProfile({ input: { [field]: next } });
    if (outcome.kind === 'done') {
      toast({ type: 'success', title: SAVED });
      setCodeStep(null);
      onDone();
      return null;
    }
    return outcome;
  };

  /** Sends a code to the new phone or e-mail `next`; resolves with the message to show, or null once it is sent. */
  const sendCode = async (next: string) => {
    const sent =
      field === 'phone'
        ? await requestPhoneCode({ input: { phone: next } })
        : await requestEmailCode({ input: { email: next } });
    const otpSession = (sent.kind === 'done' && 'otpSession' in sent.payload && sent.payload.otpSession) || null;
    if (sent.kind !== 'done' || (field === 'phone' && !otpSession)) return outcomeMessage(sent, 'Failed to send OTP');
    setCodeStep((step) => ({ round: (step?.round ?? 0) + 1, value: next, otpSession }));
    return null;
  };

  /** Checks the code, then saves the value it proved; resolves with the message to show, or null when saved. */
  const confirmCode = async ({ value: next, otpSession }: CodeStep, otp: string) => {
    const verified =
      field === 'phone'
        ? await verifyPhoneCode({ input: { phone: next, otp, otpSession: otpSession ?? '' } })
        : await verifyEmailCode({ input: { email: next, code: otp } });
    if (verified.kind !== 'done') return outcomeMessage(verified, 'Failed to verify OTP');
    const saved = await save(next);
    return saved ? outcomeMessage(saved, FAILED) : null;
  };

  const submit = async () => {
    const checked = RULES[field].safeParse(draft);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    setSaving(true);
    const outcome = await save(checked.data);
    // A new phone or e-mail must be proved first: the same save answers NOT_VERIFIED until then, whether or not
    // another account holds it (that is said only to whoever proved it).
    if (outcome && outcome.kind === 'refused' && outcome.userErrors[0]?.code === 'NOT_VERIFIED' && field !== 'name') {
      setError(await sendCode(checked.data));
    } else if (outcome) {
      setError(outcomeMessage(outcome, FAILED));
    }
    setSaving(false);
  };

  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stack gap="3">
          {editing ? (
            <FormField label={LABELS[field]} error={error ?? undefined}>
              <Input
                value={draft}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                inputMode={field === 'phone' ? 'numeric' : undefined}
                onChange={(event) => {
                  setError(null);
                  // Non-digits are dropped and the number cut at 10.
                  setDraft(field === 'phone' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value);
                }}
                autoFocus
              />
            </FormField>
          ) : (
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                {LABELS[field]}
              </Text>
              <Text fontWeight="medium">{value ? (field === 'phone' ? `+91 ${value}` : value) : 'Not added'}</Text>
            </Stack>
          )}
          <HStack gap="2">
            {locked ? (
              <Button size="sm" variant="outline" disabled>
                Verified
              </Button>
            ) : editing ? (
              <>
                <Button size="sm" onClick={() => void submit()} loading={saving}>
                  Save
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setDraft(value);
                    setError(null);
                    setCodeStep(null);
                    onDone();
                  }}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setDraft(value);
                  onEdit();
                }}
                aria-label={`Edit ${LABELS[field]}`}
              >
                Edit
              </Button>
            )}
          </HStack>
          {editing && codeStep && (
            <OtpCodeForm
              key={codeStep.round}
              seconds={field === 'phone' ? PHONE_OTP_SECONDS : EMAIL_OTP_SECONDS}
              label={field === 'phone' ? 'Enter the OTP sent to the new number' : 'Enter the OTP sent to the new email'}
              onConfirm={(otp) => confirmCode(codeStep, otp)}
              onResend={() => sendCode(codeStep.value)}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
