import type { ArtPool } from '../art/artPool';
import { logoDrawing } from '../art/markArt';
import type { BrandRow } from '../../../modules/catalogue/catalogueRows';
import { eachLocale } from '../localizedText';
import { BRAND_DESCRIPTIONS, BRANDS } from '../vocabulary/brands';
import { COLOURS } from '../vocabulary/colours';
import type { RootVocabulary } from '../vocabulary/types';

export const FIRST_BRAND_ID = 1;
const LOGO_PX = 200;

/** Every fourth brand is hot, every third (from the second) takes part in brand cooperation. */
const isHot = (index: number) => index % 4 === 0;
const isCooperation = (index: number) => index % 3 === 1;
/** A few brands have no description: the hot-brand page shows "no information on this brand". */
const hasDescription = (index: number) => index % 8 !== 7;

export interface GeneratedBrand {
  row: BrandRow;
  root: number;
}

export function generateBrands(tree: readonly RootVocabulary[], art: ArtPool): GeneratedBrand[] {
  const logoColours = COLOURS.filter((colour) => colour.id !== 'white');
  return BRANDS.map((brand, index) => {
    const root = tree[brand.root];
    if (!root) throw new Error(`brand ${brand.name.en} names a missing root category`);
    const template = BRAND_DESCRIPTIONS[index % BRAND_DESCRIPTIONS.length];
    const description =
      hasDescription(index) && template
        ? eachLocale((locale) =>
            template[locale]
              .replaceAll('{brand}', brand.name[locale])
              .replaceAll('{category}', root.name[locale]),
          )
        : null;
    const colour = logoColours[(index * 5) % logoColours.length] ?? logoColours[0];
    if (!colour) throw new Error('the palette is empty');
    return {
      root: brand.root,
      row: {
        id: FIRST_BRAND_ID + index,
        name: brand.name,
        description,
        logo_key: art.picture('brand', logoDrawing(index, colour.hex), LOGO_PX, LOGO_PX),
        hot: isHot(index),
        cooperation: isCooperation(index),
        sort: index,
      },
    };
  });
}
