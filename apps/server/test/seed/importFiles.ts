import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Pictures on disk and on a loopback HTTP server, and a folder to write catalogue files into. */
export interface ImportFiles {
  directory: string;
  /** `http://127.0.0.1:<port>`: `/pictures/green` (a PNG without extension), `/pictures/text`, others 404. */
  origin: string;
  write(name: string, content: string): string;
  close(): Promise<void>;
}

const picture = (colour: string, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

export async function makeImportFiles(): Promise<ImportFiles> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tijara-import-'));
  writeFileSync(path.join(directory, 'red.png'), await picture('#d93025', 'png'));
  writeFileSync(path.join(directory, 'blue.jpg'), await picture('#1a73e8', 'jpeg'));
  writeFileSync(path.join(directory, 'yellow.gif'), await picture('#f2b705', 'gif'));
  // A text file named like a picture: only its content can tell.
  writeFileSync(path.join(directory, 'fake.png'), 'this is not a picture');
  const green = await picture('#188038', 'png');
  const server: Server = createServer((request, response) => {
    if (request.url === '/pictures/green') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(green);
    } else if (request.url === '/pictures/text') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end('<html>not a picture</html>');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    directory,
    origin: `http://127.0.0.1:${port}`,
    write(name, content) {
      const file = path.join(directory, name);
      writeFileSync(file, content);
      return file;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The JSON catalogue of the tests: a product in existing categories and brand, one all new. */
export function goodJson(origin: string): string {
  return JSON.stringify(
    [
      {
        categories: [
          { en: 'Phone Accessories', zh: '手机配件' },
          { en: 'Charging' },
          { en: 'Car Chargers', ar: 'شواحن السيارة', ckb: 'شەحنکەری ئۆتۆمبێل', zh: '车载充电器' },
        ],
        brand: { en: 'voltix' },
        name: {
          ar: 'شاحن سيارة سريع',
          ckb: 'شەحنکەری خێرای ئۆتۆمبێل',
          en: 'Fast Car Charger',
          zh: '快充车载充电器',
        },
        description: { en: '<p>Two ports.</p><script>alert(1)</script>' },
        attributes: [{ name: { en: 'Ports' }, value: { en: '2' } }],
        images: ['red.png', `${origin}/pictures/green`],
        sections: ['hot'],
        tags: [2],
        minOrder: 5,
        leadTimeDays: 3,
        grossWeightG: 80,
        lengthMm: 90,
        widthMm: 50,
        heightMm: 30,
        chinaFreightCents: 300,
        skus: [
          {
            attributes: [{ name: { en: 'Colour' }, value: { en: 'Black' }, image: 'blue.jpg' }],
            stock: 10,
            priceCents: 450,
          },
          {
            attributes: [{ name: { en: 'Colour' }, value: { en: 'White' } }],
            stock: 5,
            priceCents: 480,
            promotionPriceCents: 399,
          },
        ],
      },
      {
        id: '900000000001',
        categories: [{ en: 'Garden', zh: '园艺' }, { en: 'Watering' }, { en: 'Hoses' }],
        name: { en: 'Garden Hose 20 m' },
        images: ['blue.jpg', 'yellow.gif'],
        grossWeightG: 1500,
        lengthMm: 300,
        widthMm: 300,
        heightMm: 120,
        skus: [{ stock: 3, priceCents: 1999 }],
      },
    ],
    null,
    2,
  );
}

/** Product 1 is fine; product 2 breaks many rules; product 3 names unusable pictures. */
export function badJson(origin: string): string {
  const fine = {
    categories: [{ en: 'Garden' }, { en: 'Watering' }, { en: 'Hoses' }],
    name: { en: 'Watering Can' },
    images: ['red.png'],
    grossWeightG: 300,
    lengthMm: 300,
    widthMm: 150,
    heightMm: 250,
    skus: [{ stock: 4, priceCents: 650 }],
  };
  return JSON.stringify(
    [
      fine,
      {
        categories: [{ en: 'Garden' }, { en: 'Watering' }],
        name: { en: '  ' },
        images: [],
        grossWeightG: 0,
        lengthMm: 1,
        widthMm: 1,
        heightMm: 1,
        skus: [{ stock: -1, priceCents: 12.5 }],
        colour: 'red',
      },
      { ...fine, images: ['fake.png', `${origin}/missing.png`, `${origin}/pictures/text`] },
    ],
    null,
    2,
  );
}

export const GOOD_CSV = [
  'product_ref,category1_en,category2_en,category3_en,category3_ar,brand_en,brand_zh,name_en,name_ar,images,min_order,gross_weight_g,length_mm,width_mm,height_mm,option1_name_en,option1_value_en,option1_image,stock,price_cents,promotion_price_cents,sections',
  'lamp-1,Lighting,Indoor Lights,Desk Lamps,مصابيح المكتب,Nightowl,夜枭,"Clamp Desk Lamp, 8 W",مصباح مكتب بملقط,red.png|blue.jpg,2,900,400,200,150,Colour,Black,blue.jpg,12,1500,,local',
  'lamp-1,,,,,,,,,,,,,,,Colour,White,,0,1500,1290,',
  '',
  'lamp-1,Lighting,,,,,,,,,,,,,,Colour,Red,,7,1550,,',
].join('\n');

/** Line 3: a price with cents; line 4: a product column that disagrees; line 5: no pictures. */
export const BAD_CSV = [
  'product_ref,category1_en,category2_en,category3_en,name_en,images,gross_weight_g,length_mm,width_mm,height_mm,stock,price_cents',
  'a,Garden,Watering,Hoses,Hose Reel,red.png,2000,400,400,300,5,2500',
  'a,,,,,,,,,,6,12.50',
  'a,,,,Hose Trolley,,,,,,1,2600',
  'b,Garden,Watering,Hoses,Sprinkler,,400,200,200,100,9,800',
].join('\n');

export const BAD_HEADER_CSV = ['product_ref,name_en,colour_code', 'a,Lamp,red'].join('\n');
