import { text, type LocalizedText } from '../localizedText';

export interface WebsiteContentVocabulary {
  id: number;
  /** The help-centre section (spec section 2): site introduction, transaction service, platform rules. */
  kind: 'about' | 'service' | 'rules';
  title: LocalizedText;
  /** HTML (the API sanitises it on output). */
  body: LocalizedText;
}

/**
 * The help centre's pages, written from the spec's own rules (sections 1, 4 and 9), so they say
 * what the store really does. Ids 1 and 6 are the pages the spec links to directly.
 */
export const WEBSITE_CONTENT: readonly WebsiteContentVocabulary[] = [
  {
    id: 1,
    kind: 'about',
    title: text('关于我们', 'About us', 'دەربارەی ئێمە', 'من نحن'),
    body: text(
      '<p>我们为伊拉克的买家提供跨境采购服务：在这里找到中国批发供应商的商品并下单，由我们采购、经海运或空运发货并办理清关。</p><p>货物可在巴格达仓库自提，也可送到您指定的地址，送货费在收货时支付给当地快递。</p>',
      '<p>We are a cross-border purchasing service for buyers in Iraq: find goods from Chinese wholesale suppliers here and order them; we buy them, ship them by sea or air and clear them through customs.</p><p>Collect your goods at our Baghdad warehouse or have them delivered to your address; the delivery fee is paid on delivery to the local carrier.</p>',
      '<p>ئێمە خزمەتگوزاری کڕینی نێودەوڵەتی پێشکەش بە کڕیارانی عێراق دەکەین: لێرە کاڵای دابینکەرانی کۆفرۆشی چین بدۆزەرەوە و داوای بکە؛ ئێمە دەیکڕین، بە دەریا یان بە ئاسمان دەینێرین و لە گومرگ دەریدەهێنین.</p><p>دەتوانیت کاڵاکانت لە کۆگای بەغدا وەربگریت یان بۆ ناونیشانەکەت بنێردرێن؛ کرێی گەیاندن لە کاتی وەرگرتندا بە گەیەنەری ناوخۆیی دەدرێت.</p>',
      '<p>نحن خدمة شراء عبر الحدود للمشترين في العراق: ابحث هنا عن بضائع موردي الجملة في الصين واطلبها، ونحن نشتريها ونشحنها بحراً أو جواً ونتولى تخليصها الجمركي.</p><p>استلم بضاعتك من مستودعنا في بغداد أو اطلب توصيلها إلى عنوانك؛ وتُدفع أجرة التوصيل عند الاستلام لشركة التوصيل المحلية.</p>',
    ),
  },
  {
    id: 2,
    kind: 'about',
    title: text('价格与货币', 'Prices and currencies', 'نرخ و دراو', 'الأسعار والعملات'),
    body: text(
      '<p>商品价格以美元标示。页头显示当天的汇率（每 1 美元兑换的伊拉克第纳尔）。钱包以伊拉克第纳尔充值。</p>',
      "<p>Prices are shown in US dollars. The header shows today's rate in Iraqi dinars per US dollar. The wallet is topped up in Iraqi dinars.</p>",
      '<p>نرخەکان بە دۆلاری ئەمریکی پیشان دەدرێن. سەرەوەی پەڕەکە نرخی ئاڵوگۆڕی ئەمڕۆ پیشان دەدات، بە دیناری عێراقی بۆ هەر 1 دۆلار. جزدانەکە بە دیناری عێراقی پڕ دەکرێتەوە.</p>',
      '<p>تُعرض الأسعار بالدولار الأمريكي. ويعرض أعلى الصفحة سعر الصرف اليوم بالدينار العراقي لكل دولار. ويُشحن رصيد المحفظة بالدينار العراقي.</p>',
    ),
  },
  {
    id: 3,
    kind: 'service',
    title: text('订单流程', 'How an order works', 'داواکاری چۆن دەڕوات', 'كيف يتم الطلب'),
    body: text(
      '<ol><li>下单时支付货款和中国段运费，我们的员工审核付款（约 15 分钟）。</li><li>我们向供应商采购，货物在中国境内运输 2-3 天到达我们的中国仓库，经检验后计算第二阶段费用。</li><li>发货前支付第二阶段费用（海运费）。</li><li>海运 30-40 天到达巴格达仓库。</li><li>自提或送货上门。您确认收货，或 3 个自然日后自动确认。</li></ol>',
      '<ol><li>At ordering you pay the goods and the China freight; our staff review the payment (about 15 minutes).</li><li>We buy from the supplier; the goods travel 2-3 days within China to our China warehouse, where they are inspected and the second-stage fee is worked out.</li><li>You pay the second-stage fee (sea freight) before the goods ship.</li><li>Sea shipping takes 30-40 days to the Baghdad warehouse.</li><li>Collect the goods or have them delivered. You confirm receipt, or it is confirmed automatically after 3 calendar days.</li></ol>',
      '<ol><li>لە کاتی داواکردندا نرخی کاڵا و کرێی گواستنەوە لە چین دەدەیت؛ ستافەکەمان پارەدانەکە دەپشکنن (نزیکەی 15 خولەک).</li><li>ئێمە لە دابینکەر دەیکڕین؛ کاڵاکان 2-3 ڕۆژ لە ناو چیندا دەڕۆن بۆ کۆگاکەمان لە چین، لەوێ دەپشکنرێن و کرێی قۆناغی دووەم حیساب دەکرێت.</li><li>پێش ناردنی کاڵاکان کرێی قۆناغی دووەم (کرێی دەریایی) دەدەیت.</li><li>گواستنەوەی دەریایی 30-40 ڕۆژ دەخایەنێت تا کۆگای بەغدا.</li><li>کاڵاکان وەربگرە یان بۆت دەنێردرێن. تۆ وەرگرتن پشتڕاست دەکەیتەوە، یان دوای 3 ڕۆژ خۆکارانە پشتڕاست دەکرێتەوە.</li></ol>',
      '<ol><li>عند الطلب تدفع ثمن البضاعة وأجرة الشحن داخل الصين، ويراجع موظفونا الدفعة (نحو 15 دقيقة).</li><li>نشتري من المورّد، وتنتقل البضاعة خلال 2-3 أيام داخل الصين إلى مستودعنا هناك، حيث تُفحص وتُحسب رسوم المرحلة الثانية.</li><li>تدفع رسوم المرحلة الثانية (الشحن البحري) قبل شحن البضاعة.</li><li>يستغرق الشحن البحري 30-40 يوماً حتى مستودع بغداد.</li><li>استلم البضاعة أو اطلب توصيلها. تؤكد أنت الاستلام، أو يُؤكَّد تلقائياً بعد 3 أيام.</li></ol>',
    ),
  },
  {
    id: 4,
    kind: 'service',
    title: text('海运与空运', 'Sea and air freight', 'گواستنەوەی دەریایی و ئاسمانی', 'الشحن البحري والجوي'),
    body: text(
      '<p>海运按包装体积（立方米）计费。空运按公斤计费，取实际重量与体积重量（长×宽×高 厘米 ÷ 7000）中的较大者。保险费为货值的一定百分比。</p>',
      '<p>Sea freight is charged per cubic metre of packed volume. Air freight is charged per kilogram, on the larger of the real weight and the volumetric weight (length × width × height in cm ÷ 7000). Insurance is a percentage of the value of the goods.</p>',
      '<p>کرێی دەریایی بەپێی قەبارەی پاکەتکراو (مەتر سێجا) حیساب دەکرێت. کرێی ئاسمانی بەپێی کیلۆگرام حیساب دەکرێت، لەسەر گەورەترینیان لە نێوان کێشی ڕاستەقینە و کێشی قەبارەیی (درێژی × پانی × بەرزی بە سانتیمەتر ÷ 7000). بیمە ڕێژەیەکی سەدییە لە نرخی کاڵاکان.</p>',
      '<p>يُحسب الشحن البحري لكل متر مكعب من حجم العبوات. ويُحسب الشحن الجوي لكل كيلوغرام على الأكبر من الوزن الفعلي والوزن الحجمي (الطول × العرض × الارتفاع بالسنتيمتر ÷ 7000). والتأمين نسبة مئوية من قيمة البضاعة.</p>',
    ),
  },
  {
    id: 5,
    kind: 'rules',
    title: text(
      '仓储与配送规则',
      'Storage and delivery rules',
      'یاساکانی هەڵگرتن و گەیاندن',
      'قواعد التخزين والتوصيل',
    ),
    body: text(
      '<ul><li>自进入第二阶段费用状态起，仓库免费存放 5 天，之后产生仓储费。</li><li>货物到达仓库后，不能再更改配送方式。</li><li>如需取消订单，请联系客服线下处理。</li><li>已发货状态的订单在 2 周后自动变更状态。</li></ul>',
      '<ul><li>Storage at the warehouse is free for 5 days from the second-stage fee status; after that, storage fees accrue.</li><li>The delivery method cannot be changed once the goods reach the warehouse.</li><li>To cancel an order, contact our staff; cancelling is handled offline.</li><li>Orders in shipped status change status automatically after 2 weeks.</li></ul>',
      '<ul><li>هەڵگرتن لە کۆگا بۆ 5 ڕۆژ بەخۆڕاییە لە کاتی دۆخی کرێی قۆناغی دووەمەوە؛ دوای ئەوە کرێی هەڵگرتن زیاد دەبێت.</li><li>کاتێک کاڵاکان گەیشتنە کۆگا، ڕێگای گەیاندن ناگۆڕدرێت.</li><li>بۆ هەڵوەشاندنەوەی داواکاری پەیوەندی بە ستافەکەمانەوە بکە؛ هەڵوەشاندنەوە بە دەستی ئەنجام دەدرێت.</li><li>داواکارییە نێردراوەکان دوای 2 هەفتە خۆکارانە دۆخیان دەگۆڕێت.</li></ul>',
      '<ul><li>التخزين في المستودع مجاني لمدة 5 أيام من حالة رسوم المرحلة الثانية، وبعدها تُحتسب رسوم التخزين.</li><li>لا يمكن تغيير طريقة التوصيل بعد وصول البضاعة إلى المستودع.</li><li>لإلغاء الطلب تواصل مع موظفينا، إذ يتم الإلغاء خارج الموقع.</li><li>تتغير حالة الطلبات المشحونة تلقائياً بعد أسبوعين.</li></ul>',
    ),
  },
  {
    id: 6,
    kind: 'rules',
    title: text('投诉与退货', 'Complaints and returns', 'سکاڵا و گەڕاندنەوە', 'الشكاوى والإرجاع'),
    body: text(
      '<ul><li>请在收货后 3 天内提出投诉；我们在 7 个工作小时内受理，请在 24 小时内提供证据。</li><li>非质量原因的退货，请在收货后 7 天内联系我们。</li><li>客服在 24 小时内审核。</li><li>赔偿金额最高为实付金额的 100%。</li></ul>',
      '<ul><li>Complain within 3 days of delivery; we accept complaints within 7 working hours, and evidence is due within 24 hours.</li><li>For a return for a reason other than quality, contact us within 7 days of receipt.</li><li>Support reviews a case within 24 hours.</li><li>Compensation is capped at 100% of the amount paid.</li></ul>',
      '<ul><li>لە ماوەی 3 ڕۆژ دوای گەیاندن سکاڵا بکە؛ سکاڵاکان لە ماوەی 7 کاتژمێری کاردا وەردەگرین و بەڵگە دەبێت لە ماوەی 24 کاتژمێردا بنێردرێت.</li><li>بۆ گەڕاندنەوە بە هۆکارێک جگە لە کوالیتی، لە ماوەی 7 ڕۆژ دوای وەرگرتن پەیوەندیمان پێوە بکە.</li><li>پشتگیری لە ماوەی 24 کاتژمێردا پێداچوونەوە دەکات.</li><li>قەرەبوو زۆرترین 100%ی بڕی پارەی دراوە.</li></ul>',
      '<ul><li>قدّم الشكوى خلال 3 أيام من التسليم؛ نقبل الشكاوى خلال 7 ساعات عمل، ويجب تقديم الأدلة خلال 24 ساعة.</li><li>للإرجاع لسبب غير الجودة، تواصل معنا خلال 7 أيام من الاستلام.</li><li>يراجع الدعم الحالة خلال 24 ساعة.</li><li>الحد الأقصى للتعويض 100% من المبلغ المدفوع.</li></ul>',
    ),
  },
];
