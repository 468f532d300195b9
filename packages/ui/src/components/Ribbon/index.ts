export { Ribbon, RIBBON_TONES, type RibbonProps, type RibbonTone } from './Ribbon';
