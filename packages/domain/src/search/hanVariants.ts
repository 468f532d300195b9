/**
 * Traditional Chinese characters and the simplified ones the catalogue writes (issue 16, item 2):
 * a buyer typing 充電寶 or 手機殼 (Taiwan, Hong Kong, or a traditional input method) searches
 * 充电宝 and 手机壳. Each entry is a traditional character followed by its simplified form; only
 * characters whose two forms differ are listed. The table covers the characters of the
 * catalogue's product and category names and the commonest others; a character it does not list
 * stays as typed. Where a simplified character stands for several traditional ones (发: 發 and
 * 髮; 台: 臺, 檯 and 颱), each of them is listed, so all fold to it.
 */
const TRADITIONAL_SIMPLIFIED_PAIRS = [
  '與与 專专 業业 東东 絲丝 個个 為为 麗丽 烏乌 樂乐 買买 賣卖 亞亚 產产 從从 倉仓 們们 價价 儀仪 優优 會会 體体 償偿 儲储 兒儿 兌兑 蘭兰 關关 內内 準准',
  '涼凉 幾几 凱凯 則则 創创 辦办 務务 動动 區区 單单 臥卧 捲卷 廳厅 壓压 釐厘 廚厨 雙双 發发 髮发 變变 疊叠 臺台 檯台 颱台 號号 後后 員员 國国 圖图 殼壳',
  '壺壶 處处 備备 復复 複复 夾夹 奧奥 妝妆 嬰婴 學学 寧宁 寶宝 實实 審审 寬宽 層层 屬属 歲岁 幣币 師师 簾帘 帶带 廣广 庫库 應应 強强 當当 徑径 態态 戶户',
  '護护 換换 據据 攜携 數数 無无 時时 顯显 術术 機机 櫃柜 標标 檢检 歐欧 氣气 匯汇 湯汤 瀝沥 測测 滌涤 溫温 濕湿 燈灯 爐炉 點点 熱热 愛爱 現现 電电 盤盘',
  '碼码 磚砖 確确 離离 積积 簡简 係系 繫系 紅红 約约 級级 純纯 納纳 綸纶 紡纺 紐纽 線线 綫线 織织 經经 絨绒 給给 繡绣 維维 綠绿 緹缇 編编 網网 羅罗 聯联',
  '膚肤 膠胶 騰腾 藝艺 節节 藍蓝 錶表 襯衬 裝装 褲裤 規规 視视 計计 訂订 認认 設设 證证 訴诉 請请 諾诺 調调 穀谷 貝贝 負负 貨货 質质 購购 費费 賠赔 車车',
  '軟软 輕轻 較较 輸输 達达 運运 這这 進进 連连 適适 選选 遞递 遙遥 採采 裡里 裏里 釩钒 鐘钟 鍾钟 鋼钢 錢钱 鉗钳 鑽钻 鐵铁 銅铜 鋁铝 鉻铬 鑄铸 銷销 鎖锁',
  '鋰锂 鍋锅 鏽锈 銹锈 鋒锋 鍛锻 鏡镜 長长 門门 閒闲 閑闲 陽阳 階阶 際际 險险 韻韵 頁页 頂顶 須须 鬚须 頻频 顏颜 額额 風风 飛飞 飯饭 飲饮 馬马 驗验 鮮鲜',
  '鵝鹅 黃黄 齊齐 齡龄 龍龙 萬万 義义 書书 雲云 億亿 廠厂 頭头 爾尔 並并 攪搅 狀状 環环 錄录 開开 鳥鸟 魚鱼 貓猫 藥药 燙烫 衛卫 閃闪 滅灭 麵面 乾干 麼么',
  '隻只 聽听 聲声 響响 話话 語语 說说 讀读 寫写 戲戏 練练 類类 傘伞 條条 張张 對对 擊击 樣样 種种 組组 淨净 潔洁 噴喷 濾滤 霧雾 稱称 寵宠 糧粮 籠笼 營营',
  '帳帐 釣钓 輪轮 騎骑 啞哑 鈴铃 繩绳 籃篮 綢绸 纖纤 轉转 傳传 記记 憶忆 觸触 鍵键 攝摄 監监 報报 導导 頸颈 麥麦 揚扬 貼贴 項项 鏈链 鈕钮 釦扣 曬晒 掃扫',
  '塵尘 殺杀 蟲虫 驅驱 蠅蝇 穩稳 靜静 圓圆 側侧 畫画 稅税 漿浆 鏟铲 礦矿 縮缩 舊旧 濃浓 鬍胡 蘋苹 極极 彈弹 競竞 閱阅 燭烛 擴扩 醫医 療疗 脈脉 腳脚 蓋盖',
  '華华 來来 還还 過过 邊边 縫缝 紉纫 聖圣 誕诞 樹树 葉叶 園园 澆浇 鋸锯 錘锤 釘钉 槍枪 紙纸 筆笔 衝冲 沖冲 鋪铺 櫥橱 墊垫 掛挂 鉤钩 廁厕 暫暂 瓏珑 璣玑',
  '親亲 雞鸡 豬猪 牽牵 隊队 陣阵 陸陆 陳陈 隨随 隱隐 蘇苏 蓮莲 葦苇 薦荐 莊庄 蕩荡 壞坏 塊块 堅坚 墳坟 壯壮 夢梦 奪夺 婦妇 媽妈 孫孙 寢寝 尋寻 屆届 岡冈',
  '島岛 嶺岭 幫帮 廢废 彎弯 彥彦 徵征 憂忧 懷怀 戀恋 戰战 擔担 擁拥 擇择 擋挡 擠挤 擬拟 擺摆 攤摊 敗败 敵敌 斷断 曆历 歷历 曉晓 暢畅 樓楼 橋桥 檔档 權权',
  '歡欢 殘残 毀毁 氈毡 決决 沒没 漢汉 滬沪 濟济 瀏浏 災灾 煙烟 爺爷 犧牺 獎奖 獨独 獲获 獸兽 瑪玛 璽玺 畢毕 異异 盞盏 盡尽 睜睁 礎础 禮礼 禍祸 穌稣 窩窝',
  '窮穷 竊窃 築筑 籌筹 糾纠 紀纪 紋纹 細细 終终 結结 絕绝 統统 綁绑 綜综 緊紧 總总 緣缘 績绩 繞绕 繪绘 續续 纜缆 罰罚 罷罢 翹翘 聞闻 職职 脅胁 腎肾 腫肿',
  '膩腻 臉脸 臨临 舉举 艙舱 艦舰 範范 蒼苍 薩萨 蘆芦 虛虚 螢萤 蠶蚕 襲袭 覺觉 觀观 覽览 訊讯 託托 評评 詞词 試试 詳详 誌志 誠诚 誤误 課课 談谈 論论 諮咨',
  '謝谢 講讲 識识 讓让 豐丰 貫贯 貳贰 貴贵 貿贸 資资 賞赏 賴赖 賺赚 贈赠 贊赞 趙赵 趕赶 跡迹 踐践 蹤踪 躍跃 軌轨 軍军 軸轴 載载 輔辅 輛辆 輩辈 輯辑 轎轿',
  '辭辞 遠远 遺遗 遷迁 邁迈 鄉乡 鄰邻 醬酱 釋释 鈔钞 鉛铅 銳锐 錯错 鍍镀 鎮镇 鐳镭 鑰钥 閉闭 間间 閘闸 閣阁 闆板 闊阔 雜杂 難难 靈灵 韓韩 頓顿 預预 領领',
  '頰颊 題题 顆颗 願愿 顧顾 飄飘 飽饱 飾饰 館馆 駕驾 駛驶 騷骚 驚惊 鬆松 鬥斗 鬧闹 魯鲁 鯨鲸 鴨鸭 鷹鹰 鹽盐 黨党 齒齿',
].join(' ');

let simplifiedForms: ReadonlyMap<string, string> | undefined;

/**
 * The simplified form of `character` when the table lists it, else `undefined`. The table becomes
 * a map at the first search, not while the module loads: every page's shell imports the search
 * rules, and building the map took 16 ms of the app's start at a 4x CPU slowdown.
 */
export function simplifiedOf(character: string): string | undefined {
  simplifiedForms ??= new Map(
    TRADITIONAL_SIMPLIFIED_PAIRS.split(' ').map((pair) => {
      const [traditional = '', simplified = ''] = Array.from(pair);
      return [traditional, simplified];
    }),
  );
  return simplifiedForms.get(character);
}
