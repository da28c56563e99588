import { categoryEndpoints, customerEndpoints, productEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor, customerInput, productInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

/** The product rules: each bad value is refused with its message, in English and in Chinese. */
const cases: [string, Record<string, unknown>, string, string][] = [
  [
    'SKU too short',
    { productNo: 'AB1' },
    'productNo: SKU must be 5 to 20 letters, digits or hyphens',
    'productNo：SKU 须为 5 到 20 位字母、数字或连字符',
  ],
  [
    'SKU with other signs',
    { productNo: 'ABC_1234' },
    'productNo: SKU must be 5 to 20 letters, digits or hyphens',
    'productNo：SKU 须为 5 到 20 位字母、数字或连字符',
  ],
  [
    'SKU too long',
    { productNo: 'A'.repeat(21) },
    'productNo: SKU must be 5 to 20 letters, digits or hyphens',
    'productNo：SKU 须为 5 到 20 位字母、数字或连字符',
  ],
  [
    'UPC too short',
    { upc: '1234' },
    'upc: Must be 5 to 15 letters, digits or hyphens',
    'upc：须为 5 到 15 位字母、数字或连字符',
  ],
  [
    'carton barcode too long',
    { cartonBarcode: '1234567890123456' },
    'cartonBarcode: Must be 5 to 15 letters, digits or hyphens',
    'cartonBarcode：须为 5 到 15 位字母、数字或连字符',
  ],
  [
    'product barcode with a space',
    { productBarcode: '12345 678' },
    'productBarcode: Must be 5 to 15 letters, digits or hyphens',
    'productBarcode：须为 5 到 15 位字母、数字或连字符',
  ],
  [
    'carton rate 0',
    { cartonRate: 0 },
    'cartonRate: Pieces per carton must be an integer of at least 1',
    'cartonRate：箱规须为不小于 1 的整数',
  ],
  [
    'carton rate not an integer',
    { cartonRate: 2.5 },
    'cartonRate: Pieces per carton must be an integer of at least 1',
    'cartonRate：箱规须为不小于 1 的整数',
  ],
  [
    'weight with 3 decimals',
    { weight: 1.234 },
    'weight: Must be a positive number with at most two decimals',
    'weight：须为正数，最多两位小数',
  ],
  [
    'negative declared value',
    { declarationAmount: -1 },
    'declarationAmount: Must be a positive number with at most two decimals',
    'declarationAmount：须为正数，最多两位小数',
  ],
  [
    'zero length',
    { length: 0 },
    'length: Must be a positive number with at most two decimals',
    'length：须为正数，最多两位小数',
  ],
  [
    'name with a sign',
    { nameEn: 'Blue cup!' },
    'nameEn: Only Chinese, English letters, digits, hyphen and underscore, with single spaces between words',
    'nameEn：只能包含中文、英文、数字、连字符和下划线，词之间可有单个空格',
  ],
  [
    'name with two spaces in a row',
    { nameEn: 'Flow  Mug' },
    'nameEn: Only Chinese, English letters, digits, hyphen and underscore, with single spaces between words',
    'nameEn：只能包含中文、英文、数字、连字符和下划线，词之间可有单个空格',
  ],
  [
    'single item with components',
    { components: [{ productId: '01900000-0000-7000-8000-000000000000', quantity: 1 }] },
    'components: A single item has no components',
    'components：单品不能有组件',
  ],
  [
    'combination of one piece',
    {
      productType: 'combination',
      components: [{ productId: '01900000-0000-7000-8000-000000000000', quantity: 1 }],
    },
    'components: A combination needs more than one component',
    'components：组合产品需要多于一个组件',
  ],
  [
    'combination naming a product twice',
    {
      productType: 'combination',
      components: [
        { productId: '01900000-0000-7000-8000-000000000000', quantity: 1 },
        { productId: '01900000-0000-7000-8000-000000000000', quantity: 1 },
      ],
    },
    'components: Product is duplicate, please reselect',
    'components：产品重复，请重新选择',
  ],
  [
    'component quantity 0',
    {
      productType: 'combination',
      components: [{ productId: '01900000-0000-7000-8000-000000000000', quantity: 0 }],
    },
    'components.0.quantity: Quantity must be an integer greater than 0',
    'components.0.quantity：数量必须是大于 0 的整数',
  ],
];

describeEachDb('product rules', (env) => {
  it.each(cases)('refuses %s', async (_name, change, en, zh) => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const input = productInput(customer.id, change);
    const a = await api.raw(productEndpoints.create, input, 'en');
    const b = await api.raw(productEndpoints.create, input, 'zh-CN');
    expect([a.status, a.body.message]).toEqual([400, en]);
    expect([b.status, b.body.message]).toEqual([400, zh]);
    expect((await api.ok(productEndpoints.getListByPage, { customerId: customer.id })).total).toBe(0);
  });

  it('takes an English name of words with single spaces between them ("Flow Mug")', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const made = await api.ok(productEndpoints.create, productInput(customer.id, { nameEn: ' Flow Mug ' }));
    expect(made.nameEn).toBe('Flow Mug');
  });

  it('refuses a product larger than its outer box unless the mismatch is confirmed', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const input = productInput(customer.id, { length: 30, cartonLength: 24 });
    const en = await api.raw(productEndpoints.create, input, 'en');
    expect(en.body).toMatchObject({
      success: false,
      code: 'PRODUCT_SIZE_EXCEEDS_BOX',
      message: 'The product size exceeds the outer box size, please confirm',
    });
    const zh = await api.raw(productEndpoints.create, input, 'zh-CN');
    expect(zh.body.message).toBe('产品尺寸超过外箱尺寸，请确认');
    const turned = await api.ok(
      productEndpoints.create,
      productInput(customer.id, {
        length: 8,
        width: 20,
        height: 6,
        cartonLength: 24,
        cartonWidth: 10,
        cartonHeight: 8,
      }),
    );
    expect(turned.productSize).toBe('8*20*6');
    expect(await api.ok(productEndpoints.create, { ...input, confirmSizeMismatch: true })).toMatchObject({
      length: 30,
    });
  });

  it('keeps product numbers unique per customer, in one request and across requests', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const other = await api.ok(customerEndpoints.createChannel, customerInput());
    const first = productInput(customer.id);
    await api.ok(productEndpoints.create, first);
    const again = await api.raw(productEndpoints.create, { ...first, nameEn: 'Other' }, 'en');
    expect(again.body.message).toBe(`The product already exists: ${first.productNo}`);
    expect((await api.raw(productEndpoints.create, { ...first }, 'zh-CN')).body.message).toBe(
      `该产品已存在：${first.productNo}`,
    );
    await api.ok(productEndpoints.create, { ...first, customerId: other.id });

    const twice = productInput(customer.id);
    const batch = await api.raw(
      productEndpoints.verifyAndCreate,
      { products: [productInput(customer.id), twice, { ...twice }] },
      'en',
    );
    expect(batch.body).toMatchObject({
      success: false,
      code: 'PRODUCT_DUPLICATE',
      message: 'Product is duplicate, please reselect',
    });
    const zh = await api.raw(productEndpoints.verifyAndCreate, { products: [twice, { ...twice }] }, 'zh-CN');
    expect(zh.body.message).toBe('产品重复，请重新选择');
    const exists = await api.raw(
      productEndpoints.verifyAndCreate,
      { products: [productInput(customer.id), first] },
      'en',
    );
    expect(exists.body).toMatchObject({
      code: 'PRODUCT_EXISTS',
      message: `The product already exists: ${first.productNo}`,
    });
    expect((await api.ok(productEndpoints.getListByPage, { customerId: customer.id })).total).toBe(1);
    const empty = await api.raw(productEndpoints.verifyAndCreate, { products: [] }, 'en');
    expect(empty.body.message).toBe('products: No product to submit, confirm the information');
    const created = await api.ok(productEndpoints.verifyAndCreate, {
      products: [productInput(customer.id), productInput(customer.id)],
    });
    expect(created.created).toBe(2);
  });

  it('builds combinations of the same customer’s single items only', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const other = await api.ok(customerEndpoints.createChannel, customerInput());
    const a = await api.ok(productEndpoints.create, productInput(customer.id));
    const b = await api.ok(productEndpoints.create, productInput(customer.id));
    const foreign = await api.ok(productEndpoints.create, productInput(other.id));
    const combo = await api.ok(
      productEndpoints.create,
      productInput(customer.id, {
        productType: 'combination',
        components: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 1 },
        ],
      }),
    );
    expect(combo.components.map((c) => [c.productNo, c.quantity])).toEqual(
      expect.arrayContaining([
        [a.productNo, 2],
        [b.productNo, 1],
      ]),
    );
    const onePiece = await api.ok(
      productEndpoints.create,
      productInput(customer.id, {
        productType: 'combination',
        components: [{ productId: a.id, quantity: 2 }],
      }),
    );
    expect(onePiece.components).toHaveLength(1);
    const mixed = await api.raw(
      productEndpoints.create,
      productInput(customer.id, {
        productType: 'combination',
        components: [
          { productId: a.id, quantity: 1 },
          { productId: foreign.id, quantity: 1 },
        ],
      }),
    );
    expect(mixed.body.code).toBe('PRODUCT_WRONG_CUSTOMER');
    const nested = await api.raw(
      productEndpoints.create,
      productInput(customer.id, {
        productType: 'combination',
        components: [{ productId: combo.id, quantity: 2 }],
      }),
      'en',
    );
    expect(nested.body.message).toBe(`Product ${combo.productNo} cannot be a component of this combination`);
    await api.ok(
      productEndpoints.create,
      productInput(customer.id, {
        productType: 'comboCombination',
        components: [{ productId: combo.id, quantity: 2 }],
      }),
    );
    expect((await api.raw(productEndpoints.delete, { id: a.id })).body.code).toBe('PRODUCT_IN_USE');
  });

  it('limits a category icon to 200 KB', async () => {
    const api = await apiFor(env());
    const over = Buffer.alloc(200 * 1024 + 1, 1).toString('base64');
    const refused = await api.raw(
      categoryEndpoints.uploadIcon,
      { fileName: 'icon.png', content: over },
      'zh-CN',
    );
    expect(refused.body).toMatchObject({
      success: false,
      code: 'ICON_TOO_LARGE',
      message: '分类图标不能超过 200KB',
    });
    const far = await api.raw(
      categoryEndpoints.uploadIcon,
      { fileName: 'icon.png', content: Buffer.alloc(300 * 1024).toString('base64') },
      'en',
    );
    expect(far.body.message).toBe('content: The category icon may be at most 200KB');
    const icon = await api.ok(categoryEndpoints.uploadIcon, {
      fileName: 'icon.png',
      content: Buffer.alloc(1024, 7).toString('base64'),
    });
    const { id } = await api.ok(categoryEndpoints.create, {
      name: 'Kitchen',
      chineseName: '厨房',
      englishName: 'Kitchen',
      iconFileId: icon.fileId,
    });
    await api.ok(categoryEndpoints.create, {
      parentId: id,
      name: 'Cups',
      chineseName: '杯子',
      englishName: 'Cups',
      sort: 2,
    });
    const [root] = await api.ok(categoryEndpoints.getTree, {});
    expect(root).toMatchObject({ name: 'Kitchen', children: [{ name: 'Cups' }] });
    expect(root!.iconPath).toMatch(/^\/files\//);
    expect((await env().app.inject({ url: root!.iconPath })).rawPayload.length).toBe(1024);
    expect(
      (
        await api.raw(categoryEndpoints.update, {
          id,
          name: 'Kitchen',
          chineseName: '厨房',
          englishName: 'Kitchen',
          parentId: root!.children[0]!.id,
        })
      ).body.code,
    ).toBe('CATEGORY_PARENT');
    expect((await api.raw(categoryEndpoints.delete, { id })).body.code).toBe('CATEGORY_IN_USE');
    // Lists show the category in the user's language: both names travel with the product.
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const product = await api.ok(productEndpoints.create, { ...productInput(customer.id), categoryId: id });
    const [listed] = (await api.ok(productEndpoints.getListByPage, { productNos: product.productNo })).items;
    expect(listed).toMatchObject({
      categoryName: 'Kitchen',
      categoryNameCn: '厨房',
      categoryNameEn: 'Kitchen',
    });
  });
});
