import {
  categoryCountsSchema,
  productInputSchema,
  productListQuerySchema,
  productMutationResponseSchema,
  productPageSchema,
  productSchema,
  productStatusInputSchema,
  SHOP_LIMITS,
  sellerProductsQuerySchema,
} from '@otousta/shared/schemas/shop';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { formFiles } from '../../platform/openapi.js';
import { callerAware, signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toProduct } from './products.presenter.js';
import type { ProductsService, ProductWithSeller } from './products.service.js';

const productForm = z.object({
  productData: productInputSchema.describe('Ürün bilgileri, JSON metni olarak'),
  photos: formFiles(
    SHOP_LIMITS.productPhotosMax,
    `Ürün fotoğrafları, toplam en fazla ${SHOP_LIMITS.productPhotosMax} resim (JPG, PNG, GIF, WebP; her biri en fazla 5 MB)`,
  ),
});

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
  tagRoutes(app, 'products');
  const readProductUpload = (request: FastifyRequest) =>
    app.media.readUpload(request, {
      fileField: 'photos',
      maxFiles: SHOP_LIMITS.productPhotosMax,
      jsonField: 'productData',
    });

  app.get(
    '/products/categories',
    {
      schema: {
        summary: 'Kategoriler ve her birinde satıştaki ürün sayısı',
        response: { 200: categoryCountsSchema },
      },
    },
    async () => products.categories(),
  );

  await app.register(
    callerAware(async (app) => {
      app.get(
        '/products',
        {
          schema: {
            summary:
              'Katalog: satıştaki ürünler; arama (Türkçe harf duyarsız), kategori, sıralama ve görünüm süzgeçleri; ' +
              "fits = garajınızdaki bir araç ('Aracıma uyanlar', oturum gerekir), oem = OEM numarası",
            querystring: productListQuerySchema,
            response: { 200: productPageSchema },
            errors: [401, 404],
          },
        },
        async (request) => productPage(await products.catalogue(request.user, request.query)),
      );

      app.get(
        '/products/:id',
        byId({
          summary: 'Ürün sayfası, satıcının herkese açık bilgileriyle (pasif ürünü yalnızca satıcısı görür)',
          response: { 200: z.object({ product: productSchema }) },
        }),
        async (request) => ({ product: toProduct(await products.get(request.user, request.params.id)) }),
      );
    }),
  );

  // Selling: approved sellers only, each on their own products.
  await app.register(
    signedIn(async (app) => {
      app.post(
        '/products',
        {
          schema: {
            summary: 'Ürün ekler: productData (JSON) ve photos (en fazla 10 resim); yalnızca onaylı satıcılar',
            requestBody: { 'multipart/form-data': productForm },
            response: { 201: productMutationResponseSchema },
            errors: [403],
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
        byId({
          summary:
            'Ürünü günceller: productData (JSON, keepPhotos = tutulacak kayıtlı fotoğraflar) ve yeni photos; ' +
            'toplam en fazla 10; yalnızca ürünün satıcısı',
          requestBody: { 'multipart/form-data': productForm },
          response: { 200: productMutationResponseSchema },
          errors: [403],
        }),
        async (request) => {
          await products.ownProduct(request.user!, request.params.id);
          const upload = await readProductUpload(request);
          return presented(await products.update(request.user!, request.params.id, upload.json, upload.files));
        },
      );

      app.patch(
        '/products/:id/status',
        byId({
          summary: "Ürünü satışa açar ('Aktif') veya kapatır ('Pasif'); yalnızca ürünün satıcısı",
          body: productStatusInputSchema,
          response: { 200: productMutationResponseSchema },
          errors: [403],
        }),
        async (request) => presented(await products.setStatus(request.user!, request.params.id, request.body.status)),
      );

      app.delete(
        '/products/:id',
        byId({
          summary: 'Ürünü siler; verilmiş siparişler ürün bilgisini korur; yalnızca ürünün satıcısı',
          response: { 200: productMutationResponseSchema },
          errors: [403],
        }),
        async (request) => products.remove(request.user!, request.params.id),
      );

      app.get(
        '/seller/products',
        {
          schema: {
            summary: 'Satıcının kendi ürünleri (aktif ve pasif), en yeni önce',
            querystring: sellerProductsQuerySchema,
            response: { 200: productPageSchema },
            errors: [403],
          },
        },
        async (request) => productPage(await products.ofSeller(request.user!, request.query)),
      );
    }),
  );
};
