import { errorMessages } from '@otousta/shared/messages/tr';
import {
  categoryCountsSchema,
  productListQuerySchema,
  productMutationResponseSchema,
  productPageSchema,
  productSchema,
  productStatusInputSchema,
  SHOP_LIMITS,
  sellerProductsQuerySchema,
} from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toProduct } from './products.presenter.js';
import type { ProductsService, ProductWithSeller } from './products.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string({ error: errorMessages.VALIDATION }).min(1).max(64) });
const multipart = { consumes: ['multipart/form-data'] };

/** A product answer: the service's product presented, the rest as it is. */
const presented = <T extends { product: ProductWithSeller }>(result: T) => ({
  ...result,
  product: toProduct(result.product),
});
const productPage = <T extends { products: ProductWithSeller[] }>(page: T) => ({
  ...page,
  products: page.products.map(toProduct),
});

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  const readProductUpload = (request: Parameters<typeof app.media.readUpload>[0]) =>
    app.media.readUpload(request, {
      fileField: 'photos',
      maxFiles: SHOP_LIMITS.productPhotosMax,
      jsonField: 'productData',
    });

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Katalog: satıştaki ürünler; arama (Türkçe harf duyarsız), kategori, sıralama ve görünüm süzgeçleri',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => productPage(await products.catalogue(request.query)),
  );

  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'Kategoriler ve her birinde satıştaki ürün sayısı',
        response: { 200: categoryCountsSchema },
      },
    },
    async () => products.categories(),
  );

  app.get(
    '/products/:id',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['products'],
        summary: 'Ürün sayfası, satıcının herkese açık bilgileriyle (pasif ürünü yalnızca satıcısı görür)',
        params: idParams,
        response: { 200: z.object({ product: productSchema }) },
      },
    },
    async (request) => ({ product: toProduct(await products.get(request.user, request.params.id)) }),
  );

  app.post(
    '/products',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary: 'Ürün ekler: productData (JSON) ve photos (en fazla 10 resim); yalnızca onaylı satıcılar',
        security: bearer,
        ...multipart,
        response: { 201: productMutationResponseSchema },
      },
    },
    async (request, reply) => {
      // Refused before the upload is read: no image work for someone who may not sell.
      await products.assertSeller(request.user!);
      const upload = await readProductUpload(request);
      return reply.status(201).send(presented(await products.create(request.user!, upload.json, upload.files)));
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary:
          'Ürünü günceller: productData (JSON, keepPhotos = tutulacak kayıtlı fotoğraflar) ve yeni photos; ' +
          'toplam en fazla 10; yalnızca ürünün satıcısı',
        security: bearer,
        params: idParams,
        ...multipart,
        response: { 200: productMutationResponseSchema },
      },
    },
    async (request) => {
      await products.ownProduct(request.user!, request.params.id);
      const upload = await readProductUpload(request);
      return presented(await products.update(request.user!, request.params.id, upload.json, upload.files));
    },
  );

  app.patch(
    '/products/:id/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary: "Ürünü satışa açar ('Aktif') veya kapatır ('Pasif'); yalnızca ürünün satıcısı",
        security: bearer,
        params: idParams,
        body: productStatusInputSchema,
        response: { 200: productMutationResponseSchema },
      },
    },
    async (request) => presented(await products.setStatus(request.user!, request.params.id, request.body.status)),
  );

  app.delete(
    '/products/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary: 'Ürünü siler; verilmiş siparişler ürün bilgisini korur; yalnızca ürünün satıcısı',
        security: bearer,
        params: idParams,
        response: { 200: productMutationResponseSchema },
      },
    },
    async (request) => products.remove(request.user!, request.params.id),
  );

  app.get(
    '/seller/products',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['products'],
        summary: 'Satıcının kendi ürünleri (aktif ve pasif), en yeni önce',
        security: bearer,
        querystring: sellerProductsQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => productPage(await products.ofSeller(request.user!, request.query)),
  );
};
