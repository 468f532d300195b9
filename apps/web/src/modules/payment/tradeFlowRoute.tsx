import { TradeFlowPage } from './TradeFlowPage';

export const Component = TradeFlowPage;
