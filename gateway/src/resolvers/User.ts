// The shopper (User) and their delivery addresses, with the address book's mutations.
import type { AddAddressInput } from '../__generated__/schema-types.ts';
import type { AddressResolvers, UserResolvers } from '../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { inputKey, restKeyOf, toGlobalId } from '../graph/ids.ts';
import { textOrNull } from '../graph/text.ts';
import { asShopper, refuse } from '../graph/userErrors.ts';
import * as account from '../upstream/account.ts';
import type { UserDTO } from '../upstream/dto.ts';
import { deliveryTo } from './Product.ts';
import type { MutationFields } from './root.ts';

export const SIGN_IN_FOR_ADDRESSES = 'No auth token found';
const ADDRESS_NOT_FOUND = 'Address not found';

export const User: UserResolvers = {
  id: (u) => toGlobalId('User', u.id),
  userId: (u) => u.id,
  coins: (u) => u.coin,
  addresses: (u) => u.address.map((a) => ({ ...a, userId: u.id })),
};

export const Address: AddressResolvers = {
  // The stable key, never the position: after a delete an old ID must not name another address.
  id: (a) => toGlobalId('Address', a.addressId),
  type: (a) => (a.typeOfAddress === 'Office' ? 'OFFICE' : 'HOME'),
  isPrimary: (a) => a.primaryAddress,
  landmark: (a) => textOrNull(a.landMark),
  alternativePhoneNumber: (a) => textOrNull(a.alternativePhoneNumber),
  country: (a) => textOrNull(a.country),
  delivery: (a, _, ctx) => deliveryTo(ctx, a.pincode),
};

/** The address form's fields as the REST API takes them. */
const restFields = (input: AddAddressInput): account.AddressFields => ({
  name: input.name,
  phoneNumber: input.phoneNumber,
  alternativePhoneNumber: input.alternativePhoneNumber ?? null,
  typeOfAddress: input.type === 'OFFICE' ? 'Office' : 'Home',
  primaryAddress: input.isPrimary ?? false,
  houseName: input.houseName,
  localArea: input.localArea,
  landMark: input.landmark ?? null,
  pincode: input.pincode,
  state: input.state,
  country: input.country ?? null,
  location: input.location ?? null,
});

const addressKey = (id: string) => inputKey(id, 'Address', 'addressId');

const withOwner = (user: UserDTO, addressId: string | undefined) => {
  const address = user.address.find((a) => a.addressId === addressId);
  return address ? { ...address, userId: user.id } : null;
};

/** A change to the address book as the signed-in shopper; the payload has the address it is about and the shopper. */
function addressChange(ctx: GraphQLContext, change: () => Promise<{ user: UserDTO; addressId?: string }>) {
  return asShopper(
    ctx.rest.signedIn,
    async () => {
      const { user, addressId } = await change();
      return { user, address: withOwner(user, addressId) };
    },
    { user: null, address: null },
    { signInMessage: SIGN_IN_FOR_ADDRESSES, notFoundField: 'addressId' },
  );
}

export const addressMutations: MutationFields<'addAddress' | 'updateAddress' | 'deleteAddress' | 'setPrimaryAddress'> =
  {
    addAddress: (_, { input }, ctx) =>
      addressChange(ctx, () =>
        ctx.idempotency.once(ctx.session.token, 'addAddress', input, async () => {
          const known = new Set((await account.signedInUser(ctx.rest)).address.map((a) => a.addressId));
          const user = await account.addAddress(ctx.rest, restFields(input));
          return { user, addressId: user.address.find((a) => !known.has(a.addressId))?.addressId };
        }),
      ),
    updateAddress: (_, { input: { addressId, ...fields } }, ctx) =>
      addressChange(ctx, async () => {
        const key = addressKey(addressId);
        return { user: await account.updateAddress(ctx.rest, key, restFields(fields)), addressId: key };
      }),
    setPrimaryAddress: (_, { input }, ctx) =>
      addressChange(ctx, async () => {
        const key = addressKey(input.addressId);
        const current = (await account.signedInUser(ctx.rest)).address.find((a) => a.addressId === key);
        if (!current) throw refuse('NOT_FOUND', ADDRESS_NOT_FOUND, 'addressId');
        const { addressIndex: _index, addressId: _id, ...fields } = current;
        return {
          user: await account.updateAddress(ctx.rest, key, { ...fields, primaryAddress: true }),
          addressId: key,
        };
      }),
    deleteAddress: async (_, { input }, ctx) => {
      const { user, userErrors } = await addressChange(ctx, async () => ({
        user: await account.deleteAddress(ctx.rest, addressKey(input.addressId)),
      }));
      // The global ID whichever form the input named it in (it was an Address's, or the write was refused).
      return {
        user,
        userErrors,
        deletedAddressId: userErrors.length ? null : toGlobalId('Address', restKeyOf(input.addressId, 'Address')!),
      };
    },
  };

const SIGN_IN_FOR_PROFILE = 'Authentication token missing. Please log in again.';

export const profileMutations: MutationFields<
  'updateProfile' | 'requestNewEmailCode' | 'verifyNewEmailCode' | 'sendEmailVerification' | 'verifyEmail'
> = {
  updateProfile: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        // The proofs of a new phone and e-mail: given, or kept in this browser's cookies by the verify mutations.
        const phoneVerificationToken = input.phoneVerificationToken ?? ctx.verifications.token('phone') ?? undefined;
        const emailVerificationToken = input.emailVerificationToken ?? ctx.verifications.token('email') ?? undefined;
        const user = await account.updateProfile(ctx.rest, {
          name: input.name ?? undefined,
          newEmail: input.email ?? undefined,
          phone: input.phone ?? undefined,
          phoneVerificationToken: input.phone ? phoneVerificationToken : undefined,
          emailVerificationToken: input.email ? emailVerificationToken : undefined,
        });
        if (input.phone) ctx.verifications.spent('phone');
        if (input.email) ctx.verifications.spent('email');
        return { user };
      },
      { user: null },
      { signInMessage: SIGN_IN_FOR_PROFILE },
    ),
  requestNewEmailCode: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        await account.sendNewEmailCode(ctx.rest, input.email);
        return { sent: true };
      },
      { sent: false },
      { signInMessage: SIGN_IN_FOR_PROFILE },
    ),
  verifyNewEmailCode: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        const verificationToken = await account.checkNewEmailCode(ctx.rest, input.email, input.code.trim());
        ctx.verifications.remember('email', verificationToken);
        return { verified: true, verificationToken };
      },
      { verified: false, verificationToken: null },
      { signInMessage: SIGN_IN_FOR_PROFILE, fields: { otp: 'code' } },
    ),
  sendEmailVerification: (_, __, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        await account.sendEmailVerification(ctx.rest);
        return { sent: true };
      },
      { sent: false },
      // No input: "Email already verified" is about the account's e-mail, not a field sent.
      { signInMessage: SIGN_IN_FOR_PROFILE, fields: { email: null } },
    ),
  verifyEmail: (_, { input }, ctx) =>
    asShopper(
      ctx.rest.signedIn,
      async () => {
        await account.verifyEmail(ctx.rest, input.code.trim());
        return { user: await account.signedInUser(ctx.rest) };
      },
      { user: null },
      { signInMessage: SIGN_IN_FOR_PROFILE, fields: { otp: 'code' } },
    ),
};
