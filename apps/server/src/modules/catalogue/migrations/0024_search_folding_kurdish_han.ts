import type { Migration } from '../../../db/migrate';

/**
 * Products' search documents (`product.search_doc`, folded by the domain's `searchDocumentOf`)
 * written before the folding learnt the Kurdish letters Arabic keyboards lack and traditional
 * Chinese (issue 16, item 2), folded again the same way, so a buyer's query folded by the new
 * rules finds them:
 *
 * - ێ ھ ۆ ڕ ڵ ڤ become ي ه و ر ل ف, and each listed traditional Chinese character its simplified
 *   form (the characters of `packages/domain/src/search/hanVariants.ts` as they stood when this
 *   was written; a later addition to the table needs a migration of its own). One letter for one
 *   letter, so the Chinese character pairs and every word's length stay as they were.
 * - A word that now starts with the Arabic article because of these letters (اڵ, ۆال, لڵ...)
 *   loses it, as `withoutArabicArticle` would have taken it: only those forms, since a word that
 *   already started with ال in the stored text is one the article was taken from once already.
 * - Two rules need the names as written and are not redone here: a final tanween kasr (طاهٍ, in
 *   the stored text already طاه) and hyphenated compounds written as one word ("tshirt"). A
 *   product gets them when it is next written (import, seed, staff edit); until then it is found
 *   as before.
 *
 * The vocabulary trigger of migration 0006 adds the new words; the old spellings, which no
 * document or folded query can contain any more, leave the vocabulary so the typo lookup never
 * offers them.
 */
export const searchFoldingKurdishHan: Migration = {
  id: '0024_search_folding_kurdish_han',
  sql: `
    CREATE TEMPORARY TABLE search_fold ON COMMIT DROP AS SELECT
    'ێھۆڕڵڤ' ||
    '與專業東絲個為麗烏樂買賣亞產從倉們價儀優會體償儲兒兌蘭關內準涼幾凱則創辦務動區單臥捲廳壓釐廚雙發髮變疊臺檯颱號後員國圖殼' ||
    '壺處備復複夾奧妝嬰學寧寶實審寬層屬歲幣師簾帶廣庫應強當徑態戶護換據攜數無時顯術機櫃標檢歐氣匯湯瀝測滌溫濕燈爐點熱愛現電盤' ||
    '碼磚確離積簡係繫紅約級純納綸紡紐線綫織經絨給繡維綠緹編網羅聯膚膠騰藝節藍錶襯裝褲規視計訂認設證訴請諾調穀貝負貨質購費賠車' ||
    '軟輕較輸達運這進連適選遞遙採裡裏釩鐘鍾鋼錢鉗鑽鐵銅鋁鉻鑄銷鎖鋰鍋鏽銹鋒鍛鏡長門閒閑陽階際險韻頁頂須鬚頻顏額風飛飯飲馬驗鮮' ||
    '鵝黃齊齡龍萬義書雲億廠頭爾並攪狀環錄開鳥魚貓藥燙衛閃滅麵乾麼隻聽聲響話語說讀寫戲練類傘條張對擊樣種組淨潔噴濾霧稱寵糧籠營' ||
    '帳釣輪騎啞鈴繩籃綢纖轉傳記憶觸鍵攝監報導頸麥揚貼項鏈鈕釦曬掃塵殺蟲驅蠅穩靜圓側畫稅漿鏟礦縮舊濃鬍蘋極彈競閱燭擴醫療脈腳蓋' ||
    '華來還過邊縫紉聖誕樹葉園澆鋸錘釘槍紙筆衝沖鋪櫥墊掛鉤廁暫瓏璣親雞豬牽隊陣陸陳隨隱蘇蓮葦薦莊蕩壞塊堅墳壯夢奪婦媽孫寢尋屆岡' ||
    '島嶺幫廢彎彥徵憂懷戀戰擔擁擇擋擠擬擺攤敗敵斷曆歷曉暢樓橋檔權歡殘毀氈決沒漢滬濟瀏災煙爺犧獎獨獲獸瑪璽畢異盞盡睜礎禮禍穌窩' ||
    '窮竊築籌糾紀紋細終結絕統綁綜緊總緣績繞繪續纜罰罷翹聞職脅腎腫膩臉臨舉艙艦範蒼薩蘆虛螢蠶襲覺觀覽訊託評詞試詳誌誠誤課談論諮' ||
    '謝講識讓豐貫貳貴貿資賞賴賺贈贊趙趕跡踐蹤躍軌軍軸載輔輛輩輯轎辭遠遺遷邁鄉鄰醬釋鈔鉛銳錯鍍鎮鐳鑰閉間閘閣闆闊雜難靈韓頓預領' ||
    '頰題顆願顧飄飽飾館駕駛騷驚鬆鬥鬧魯鯨鴨鷹鹽黨齒' ||
    '' AS from_letters,
    'يهورلف' ||
    '与专业东丝个为丽乌乐买卖亚产从仓们价仪优会体偿储儿兑兰关内准凉几凯则创办务动区单卧卷厅压厘厨双发发变叠台台台号后员国图壳' ||
    '壶处备复复夹奥妆婴学宁宝实审宽层属岁币师帘带广库应强当径态户护换据携数无时显术机柜标检欧气汇汤沥测涤温湿灯炉点热爱现电盘' ||
    '码砖确离积简系系红约级纯纳纶纺纽线线织经绒给绣维绿缇编网罗联肤胶腾艺节蓝表衬装裤规视计订认设证诉请诺调谷贝负货质购费赔车' ||
    '软轻较输达运这进连适选递遥采里里钒钟钟钢钱钳钻铁铜铝铬铸销锁锂锅锈锈锋锻镜长门闲闲阳阶际险韵页顶须须频颜额风飞饭饮马验鲜' ||
    '鹅黄齐龄龙万义书云亿厂头尔并搅状环录开鸟鱼猫药烫卫闪灭面干么只听声响话语说读写戏练类伞条张对击样种组净洁喷滤雾称宠粮笼营' ||
    '帐钓轮骑哑铃绳篮绸纤转传记忆触键摄监报导颈麦扬贴项链钮扣晒扫尘杀虫驱蝇稳静圆侧画税浆铲矿缩旧浓胡苹极弹竞阅烛扩医疗脉脚盖' ||
    '华来还过边缝纫圣诞树叶园浇锯锤钉枪纸笔冲冲铺橱垫挂钩厕暂珑玑亲鸡猪牵队阵陆陈随隐苏莲苇荐庄荡坏块坚坟壮梦夺妇妈孙寝寻届冈' ||
    '岛岭帮废弯彦征忧怀恋战担拥择挡挤拟摆摊败敌断历历晓畅楼桥档权欢残毁毡决没汉沪济浏灾烟爷牺奖独获兽玛玺毕异盏尽睁础礼祸稣窝' ||
    '穷窃筑筹纠纪纹细终结绝统绑综紧总缘绩绕绘续缆罚罢翘闻职胁肾肿腻脸临举舱舰范苍萨芦虚萤蚕袭觉观览讯托评词试详志诚误课谈论咨' ||
    '谢讲识让丰贯贰贵贸资赏赖赚赠赞赵赶迹践踪跃轨军轴载辅辆辈辑轿辞远遗迁迈乡邻酱释钞铅锐错镀镇镭钥闭间闸阁板阔杂难灵韩顿预领' ||
    '颊题颗愿顾飘饱饰馆驾驶骚惊松斗闹鲁鲸鸭鹰盐党齿' ||
    '' AS to_letters;

    UPDATE product p
       SET search_doc = translate(
             regexp_replace(p.search_doc, '(^| )(?:[بوۆ]?اڵ|ۆال|لڵ|ڵ[لڵ])(?=[؀-ۿݐ-ݿ]{3})', '\\1', 'g'),
             f.from_letters, f.to_letters)
      FROM search_fold f
     WHERE p.search_doc ~ ('[' || f.from_letters || ']');

    DELETE FROM search_word w USING search_fold f WHERE w.word ~ ('[' || f.from_letters || ']');
  `,
};
