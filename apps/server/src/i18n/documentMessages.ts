import type { Locale } from '@tijara/domain';

/**
 * The texts of the documents the server prints (the order PDF and the order's fee statement),
 * merged into the server's catalogue: only the server says them, and the template holds none.
 * Wording follows the storefront's for the same things (the delivery drawer's "self-pickup", the
 * timeline's "second-stage fee"). Figures are arguments, formatted by the domain's rules.
 */
export const documentMessages = {
  documentStoreName: {
    ar: 'تجارة',
    ckb: 'تیجارە',
    en: 'Tijara',
    zh: 'Tijara',
  },
  documentOrderTitle: {
    ar: 'الطلب',
    ckb: 'داواکاری',
    en: 'Order',
    zh: '订单',
  },
  documentFeeTitle: {
    ar: 'كشف رسوم الطلب',
    ckb: 'لیستی تێچووەکانی داواکاری',
    en: 'Order fee statement',
    zh: '订单费用明细',
  },
  documentOrderNo: {
    ar: 'رقم الطلب',
    ckb: 'ژمارەی داواکاری',
    en: 'Order number',
    zh: '订单号',
  },
  documentOrderedAt: {
    ar: 'تاريخ الطلب',
    ckb: 'بەرواری داواکاری',
    en: 'Order date',
    zh: '下单时间',
  },
  documentPaidAt: {
    ar: 'تاريخ الدفع',
    ckb: 'کاتی پارەدان',
    en: 'Paid on',
    zh: '付款时间',
  },
  documentStatus: {
    ar: 'الحالة',
    ckb: 'دۆخ',
    en: 'Status',
    zh: '订单状态',
  },
  // The statuses of spec section 4, by their names in the domain (ORDER_STATUS).
  documentOrderStatus: {
    ar: '{status, select, WAIT_BUYER_PAY {بانتظار الدفع} WAITING_PURCHASE {بانتظار الشراء} WAIT_SELLER_SEND {بانتظار الشحن من المورّد} CHINA_SHIPPING {الشحن داخل الصين} LOGISTICS_PAYMENT {بانتظار دفع رسوم الشحن} SEA_SHIPPING {الشحن البحري} TO_WAREHOUSE {وصل إلى المستودع} WAIT_BUYER_RECEIVER {بانتظار تأكيد الاستلام} CONFIRM_GOODS {تم الاستلام} CONFIRM_GOODS_AND_HAS_SUBSIDY {تم الاستلام مع دعم} SUCCESS {مكتمل} CANCEL {ملغى} TERMINATED {منتهٍ} other {{status}}}',
    ckb: '{status, select, WAIT_BUYER_PAY {چاوەڕوانی پارەدان} WAITING_PURCHASE {چاوەڕوانی کڕین} WAIT_SELLER_SEND {چاوەڕوانی ناردن لەلایەن فرۆشیار} CHINA_SHIPPING {ناردن لە چین} LOGISTICS_PAYMENT {چاوەڕوانی پارەدانی کرێی گواستنەوە} SEA_SHIPPING {ناردنی دەریایی} TO_WAREHOUSE {گەیشتە کۆگا} WAIT_BUYER_RECEIVER {چاوەڕوانی دڵنیاکردنەوەی وەرگرتن} CONFIRM_GOODS {وەرگیرا} CONFIRM_GOODS_AND_HAS_SUBSIDY {وەرگیرا لەگەڵ پاڵپشتی} SUCCESS {تەواوبوو} CANCEL {هەڵوەشاوە} TERMINATED {کۆتایی پێهێنرا} other {{status}}}',
    en: '{status, select, WAIT_BUYER_PAY {Awaiting payment} WAITING_PURCHASE {Waiting for purchase} WAIT_SELLER_SEND {Waiting for delivery} CHINA_SHIPPING {Shipping in China} LOGISTICS_PAYMENT {Logistics fee payable} SEA_SHIPPING {Sea shipping} TO_WAREHOUSE {At the Baghdad warehouse} WAIT_BUYER_RECEIVER {Awaiting receipt} CONFIRM_GOODS {Received} CONFIRM_GOODS_AND_HAS_SUBSIDY {Received, with subsidy} SUCCESS {Completed} CANCEL {Cancelled} TERMINATED {Terminated} other {{status}}}',
    zh: '{status, select, WAIT_BUYER_PAY {待付款} WAITING_PURCHASE {待采购} WAIT_SELLER_SEND {待发货} CHINA_SHIPPING {国内运输中} LOGISTICS_PAYMENT {待付物流费} SEA_SHIPPING {海运中} TO_WAREHOUSE {已到巴格达仓库} WAIT_BUYER_RECEIVER {待收货} CONFIRM_GOODS {已收货} CONFIRM_GOODS_AND_HAS_SUBSIDY {已收货（含补贴）} SUCCESS {已完成} CANCEL {已取消} TERMINATED {已终止} other {{status}}}',
  },
  documentBuyer: {
    ar: 'المشتري',
    ckb: 'کڕیار',
    en: 'Buyer',
    zh: '买家',
  },
  documentCurrency: {
    ar: 'العملة',
    ckb: 'دراو',
    en: 'Currency',
    zh: '币种',
  },
  documentCurrencyName: {
    ar: '{currency, select, USD {دولار أمريكي} IQD {دينار عراقي} other {{currency}}}',
    ckb: '{currency, select, USD {دۆلاری ئەمریکی} IQD {دیناری عێراقی} other {{currency}}}',
    en: '{currency, select, USD {US dollar} IQD {Iraqi dinar} other {{currency}}}',
    zh: '{currency, select, USD {美元} IQD {伊拉克第纳尔} other {{currency}}}',
  },
  documentRate: {
    ar: 'سعر الصرف',
    ckb: 'نرخی ئاڵوگۆڕ',
    en: 'Exchange rate',
    zh: '汇率',
  },
  documentDelivery: {
    ar: 'التسليم',
    ckb: 'گەیاندن',
    en: 'Delivery',
    zh: '收货方式',
  },
  documentSelfPickup: {
    ar: 'الاستلام من مستودع بغداد',
    ckb: 'وەرگرتن لە کۆگای بەغدا',
    en: 'Pick up at the Baghdad warehouse',
    zh: '到巴格达仓库自提',
  },
  documentDeliverToAddress: {
    ar: 'التوصيل إلى العنوان',
    ckb: 'گەیاندن بۆ ناونیشان',
    en: 'Delivery to this address',
    zh: '送货到以下地址',
  },
  documentMobile: {
    ar: 'الهاتف: {mobile}',
    ckb: 'مۆبایل: {mobile}',
    en: 'Mobile: {mobile}',
    zh: '手机：{mobile}',
  },
  documentEmail: {
    ar: 'البريد الإلكتروني: {email}',
    ckb: 'ئیمەیڵ: {email}',
    en: 'Email: {email}',
    zh: '邮箱：{email}',
  },
  documentPostcode: {
    ar: 'الرمز البريدي: {postcode}',
    ckb: 'کۆدی پۆستە: {postcode}',
    en: 'Postcode: {postcode}',
    zh: '邮编：{postcode}',
  },
  documentLines: {
    ar: 'المنتجات',
    ckb: 'بەرهەمەکان',
    en: 'Items',
    zh: '商品',
  },
  documentItem: {
    ar: 'المنتج',
    ckb: 'بەرهەم',
    en: 'Item',
    zh: '商品',
  },
  documentUnitPrice: {
    ar: 'سعر الوحدة',
    ckb: 'نرخی یەکە',
    en: 'Unit price',
    zh: '单价',
  },
  documentQuantity: {
    ar: 'الكمية',
    ckb: 'بڕ',
    en: 'Quantity',
    zh: '数量',
  },
  documentLineTotal: {
    ar: 'المجموع',
    ckb: 'کۆ',
    en: 'Total',
    zh: '小计',
  },
  documentCosts: {
    ar: 'التكاليف',
    ckb: 'تێچووەکان',
    en: 'Costs',
    zh: '费用',
  },
  documentCost: {
    ar: 'البند',
    ckb: 'بڕگە',
    en: 'Cost',
    zh: '费用项目',
  },
  documentAmount: {
    ar: 'المبلغ',
    ckb: 'بڕی پارە',
    en: 'Amount',
    zh: '金额',
  },
  // The cost lines of spec section 3, by their names in the domain (OrderCostLines).
  documentCostLine: {
    ar: '{line, select, goodsPrice {سعر البضائع} chinaFreight {الشحن داخل الصين} secondStageFee {رسوم المرحلة الثانية} seaFreight {الشحن البحري (رسوم الشحن الدولي)} insurance {التأمين} warehouseStoragePerDay {التخزين في المستودع لكل يوم} warehouseOverstayFee {رسوم تجاوز مدة التخزين} supplementaryChinaFreight {شحن إضافي داخل الصين} chinaLoadingFee {رسوم التحميل في الصين} domesticStorageFee {رسوم التخزين في الصين} valueAddedServiceFee {رسوم الخدمات الإضافية} other {{line}}}',
    ckb: '{line, select, goodsPrice {نرخی کاڵا} chinaFreight {کرێی گواستنەوە لە چین} secondStageFee {تێچووی قۆناغی دووەم} seaFreight {کرێی گواستنەوەی دەریایی} insurance {بیمە} warehouseStoragePerDay {کۆگاکردن بۆ هەر ڕۆژێک} warehouseOverstayFee {تێچووی مانەوەی زیادە لە کۆگا} supplementaryChinaFreight {کرێی زیادەی گواستنەوە لە چین} chinaLoadingFee {تێچووی بارکردن لە چین} domesticStorageFee {تێچووی کۆگاکردن لە چین} valueAddedServiceFee {تێچووی خزمەتگوزاریی زیادە} other {{line}}}',
    en: '{line, select, goodsPrice {Goods price} chinaFreight {China freight} secondStageFee {Second-stage fee} seaFreight {Sea freight (overseas logistics)} insurance {Insurance} warehouseStoragePerDay {Warehouse storage per day} warehouseOverstayFee {Warehouse overstay fee} supplementaryChinaFreight {Supplementary China freight} chinaLoadingFee {China loading fee} domesticStorageFee {Storage fee in China} valueAddedServiceFee {Value-added service fee} other {{line}}}',
    zh: '{line, select, goodsPrice {货款} chinaFreight {国内运费} secondStageFee {二段费用} seaFreight {海运费（国际物流费）} insurance {保险费} warehouseStoragePerDay {仓储费（每天）} warehouseOverstayFee {仓库超期费} supplementaryChinaFreight {国内补充运费} chinaLoadingFee {国内装货费} domesticStorageFee {国内仓储费} valueAddedServiceFee {增值服务费} other {{line}}}',
  },
  documentEstimated: {
    ar: '{cost} (تقديري)',
    ckb: '{cost} (خەمڵێنراو)',
    en: '{cost} (estimate)',
    zh: '{cost}（预估）',
  },
  documentFreeStoragePeriod: {
    ar: 'مدة التخزين المجاني',
    ckb: 'ماوەی کۆگاکردنی بێبەرامبەر',
    en: 'Free storage period',
    zh: '免费仓储期',
  },
  documentDays: {
    ar: '{count, plural, zero {{countText} يوم} one {يوم واحد} two {يومان} few {{countText} أيام} many {{countText} يوماً} other {{countText} يوم}}',
    ckb: '{count, plural, one {{countText} ڕۆژ} other {{countText} ڕۆژ}}',
    en: '{count, plural, one {{countText} day} other {{countText} days}}',
    zh: '{countText} 天',
  },
  documentGoodsTotal: {
    ar: 'مجموع البضائع',
    ckb: 'کۆی کاڵاکان',
    en: 'Goods total',
    zh: '商品总额',
  },
  documentFeesTotal: {
    ar: 'مجموع الرسوم',
    ckb: 'کۆی تێچووەکان',
    en: 'Fees total',
    zh: '费用合计',
  },
  documentOrderTotal: {
    ar: 'المبلغ الإجمالي',
    ckb: 'کۆی گشتی',
    en: 'Order total',
    zh: '订单总额',
  },
  documentTotalInUsd: {
    ar: 'المبلغ الإجمالي بالدولار',
    ckb: 'کۆی گشتی بە دۆلار',
    en: 'Order total in US dollars',
    zh: '订单总额（美元）',
  },
  documentFeesTotalInUsd: {
    ar: 'مجموع الرسوم بالدولار',
    ckb: 'کۆی تێچووەکان بە دۆلار',
    en: 'Fees total in US dollars',
    zh: '费用合计（美元）',
  },
  documentRemark: {
    ar: 'ملاحظة',
    ckb: 'تێبینی',
    en: 'Remark',
    zh: '备注',
  },
} as const satisfies Record<string, Record<Locale, string>>;
