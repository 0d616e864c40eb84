import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sql } from 'kysely';
import { REFUSAL_CODES, REFUSALS } from '../../rest-api/src/refusals.ts';
import { startWithShoppers, type TestApi } from '../helpers/api.ts';
import { PRODUCTS } from '../helpers/fixtures.ts';
import { newShopper } from '../helpers/shopper.ts';

let api: TestApi;
beforeAll(async () => ({ api } = await startWithShoppers()));
afterAll(() => api.close());

const ADDRESS = {
  name: 'Meera Iyer',
  phoneNumber: '9000000001',
  houseName: 'Flat 3B',
  localArea: 'Adyar',
  pincode: '600020',
  state: 'Tamil Nadu',
};

describe('a refusal body', () => {
  it("carries INVALID_INPUT and the field's path for a broken schema rule, with the schema's message, and writes nothing", async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post('/add-address', { address: [{ ...ADDRESS, pincode: '60002' }] }, { token });
    expect(res).toMatchObject({ status: 400 });
    expect(res.body).toEqual({
      message: 'Pincode must be exactly 6 digits',
      code: 'INVALID_INPUT',
      field: 'address.0.pincode',
    });
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(0);
  });

  it("lists every field a body breaks, each with its first broken rule, in the schema's order", async () => {
    const { id, token } = await newShopper(api);
    const res = await api.post(
      '/add-address',
      { address: [{ ...ADDRESS, name: 'R2D2', phoneNumber: '12345', pincode: '60002' }] },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Full Name should only contain letters and spaces',
      code: 'INVALID_INPUT',
      field: 'address.0.name',
      errors: [
        { message: 'Full Name should only contain letters and spaces', code: 'INVALID_INPUT', field: 'address.0.name' },
        { message: 'Phone Number must be exactly 10 digits', code: 'INVALID_INPUT', field: 'address.0.phoneNumber' },
        { message: 'Pincode must be exactly 6 digits', code: 'INVALID_INPUT', field: 'address.0.pincode' },
      ],
    });
    expect(await api.count('addresses', sql`userId = ${id}`)).toBe(0);
  });

  it('carries the refusal code and the field at fault, with the message word for word, and writes nothing', async () => {
    const { id, token } = await newShopper(api);
    await api.post('/add-to-wishlist', { productId: PRODUCTS.outOfStock }, { token });
    const res = await api.post('/move-to-cart', { productId: PRODUCTS.outOfStock }, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Out of Stock', code: 'OUT_OF_STOCK', field: 'productId' });
    expect(await api.count('cart_items', sql`userId = ${id}`)).toBe(0);
  });

  it('carries a code without a field when no single input is at fault', async () => {
    const res = await api.get('/get-discount-products/DSC_NONE');
    expect(res).toMatchObject({ status: 404, body: { message: 'Discount not found', code: 'DISCOUNT_NOT_FOUND' } });
    expect(res.body).not.toHaveProperty('field');
  });
});

describe('the refusal catalogue', () => {
  it('names every refusal with a stable SCREAMING_SNAKE code and a message', () => {
    for (const [code, { message }] of Object.entries(REFUSALS)) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(message).toBeTruthy();
    }
  });

  it('is the enum of `code` in openapi.yaml', () => {
    const spec = parse(readFileSync(new URL('../../rest-api/openapi.yaml', import.meta.url), 'utf8'));
    const error = spec.components.schemas.Error;
    expect(error.properties.code.enum).toEqual(REFUSAL_CODES);
    expect(error.required).toEqual(['message', 'code']);
    expect(error.properties.field.type).toBe('string');
  });
});
