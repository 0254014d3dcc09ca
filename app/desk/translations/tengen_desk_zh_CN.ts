<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ClockFace</name>
    <message>
        <source>lost on time</source>
        <translation>超时判负</translation>
    </message>
    <message numerus="yes">
        <source>not started, %n period(s)</source>
        <translation>
            <numerusform>未开始，读秒 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>byo-yomi, last period</source>
        <translation>读秒，最后一次</translation>
    </message>
    <message numerus="yes">
        <source>byo-yomi, %n period(s) left</source>
        <translation>
            <numerusform>读秒，还剩 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>main time, then %n period(s)</source>
        <translation>
            <numerusform>基本时间，之后读秒 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>main time</source>
        <translation>基本时间（包干）</translation>
    </message>
</context>
<context>
    <name>NameOnlyIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Tengen event</source>
        <translation>天元赛事</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>PairExplanationText</name>
    <message>
        <source>Base (OpenGotha&apos;s 1 for every allowed pair)</source>
        <translation>基数（OpenGotha 每个可行对阵的 1）</translation>
    </message>
    <message>
        <source>paiBaAvoidDuplGame: avoid duplicates (不重复对阵)</source>
        <translation>paiBaAvoidDuplGame：避免重复对阵</translation>
    </message>
    <message>
        <source>paiBaRandom: random (随机)</source>
        <translation>paiBaRandom：随机</translation>
    </message>
    <message>
        <source>paiBaBalanceWB: colour balance (黑白平衡)</source>
        <translation>paiBaBalanceWB：黑白平衡</translation>
    </message>
    <message>
        <source>paiMaMinimizeScoreDifference: score difference (分差)</source>
        <translation>paiMaMinimizeScoreDifference：分差最小</translation>
    </message>
    <message>
        <source>paiMaDUDDWeight: draw-up / draw-down (升降)</source>
        <translation>paiMaDUDDWeight：升降调整</translation>
    </message>
    <message>
        <source>paiMaMaximizeSeeding: seeding (种子)</source>
        <translation>paiMaMaximizeSeeding：种子排序</translation>
    </message>
    <message>
        <source>paiSeMinimizeHandicap: handicap (让子)</source>
        <translation>paiSeMinimizeHandicap：让子最少</translation>
    </message>
    <message>
        <source>paiSeAvoidSameGeo: club / country (同单位回避)</source>
        <translation>paiSeAvoidSameGeo：同单位/国家回避</translation>
    </message>
    <message>
        <source>Avoid duplicates (不重复对阵)</source>
        <translation>不重复对阵</translation>
    </message>
    <message>
        <source>Score difference (分差)</source>
        <translation>分差</translation>
    </message>
    <message>
        <source>Draw-up / draw-down (升降)</source>
        <translation>升降</translation>
    </message>
    <message>
        <source>Seeding (种子)</source>
        <translation>种子排序</translation>
    </message>
    <message>
        <source>Club / country avoidance (同单位回避)</source>
        <translation>同单位回避</translation>
    </message>
    <message>
        <source>Colour balance (黑白平衡)</source>
        <translation>黑白平衡</translation>
    </message>
    <message>
        <source>Random tie-break (随机)</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Board %1: %2 (Black) – %3 (White)</source>
        <translation>第 %1 台：%2（执黑）– %3（执白）</translation>
    </message>
    <message>
        <source>This event's schedule is fixed (round robin or knockout table): the pairs come from the table, not from criteria weights.</source>
        <translation>本比赛按固定赛程（循环赛或淘汰赛表）进行：对阵来自赛程表，而非准则权重。</translation>
    </message>
    <message>
        <source>This pair is not allowed: a forbidden pair, or a player who does not play this round.</source>
        <translation>此对阵不允许：为禁止对阵，或有棋手本轮不参赛。</translation>
    </message>
    <message>
        <source>The draw gives every possible pair a weight, the sum of the criteria below (each criterion outweighs all those under it), and chooses the pairs with the greatest total over the whole field. This pair weighs %1.</source>
        <translation>编排为每一可能的对阵计算权重，即下列各准则之和（每项准则的分量都超过其下所有准则之和），并在全体棋手中选取总权重最大的对阵。此对阵的权重为 %1。</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>准则</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>What it says here</source>
        <translation>在此对阵中的含义</translation>
    </message>
    <message>
        <source>They have not played each other before.</source>
        <translation>两人此前未曾对阵。</translation>
    </message>
    <message>
        <source>They have already played each other (a rematch).</source>
        <translation>两人已经对阵过（重复对阵）。</translation>
    </message>
    <message>
        <source>McMahon scores %1 and %2.</source>
        <translation>麦克马洪分 %1 与 %2。</translation>
    </message>
    <message>
        <source>Scores (2-1-0) %1 and %2.</source>
        <translation>积分 %1 与 %2。</translation>
    </message>
    <message>
        <source>Same score group.</source>
        <translation>同一积分组。</translation>
    </message>
    <message>
        <source>Different score groups: the closer, the heavier.</source>
        <translation>不同积分组：分差越小，权重越大。</translation>
    </message>
    <message>
        <source>Nobody is drawn up or down.</source>
        <translation>无人升降。</translation>
    </message>
    <message>
        <source>%1 is drawn down, %2 drawn up; lighter when they were drawn before.</source>
        <translation>%1 下降，%2 上升；此前已升降过则权重较小。</translation>
    </message>
    <message>
        <source>Inside the score group: the nearer each is to the other's ideal partner (by the seeding method), the heavier.</source>
        <translation>同组之内：越接近（按种子排序方式）对方的理想对手，权重越大。</translation>
    </message>
    <message>
        <source>No seeding weight (different groups, or far from the ideal partner).</source>
        <translation>无种子权重（不同组，或远离理想对手）。</translation>
    </message>
    <message>
        <source>same club (%1)</source>
        <translation>同单位（%1）</translation>
    </message>
    <message>
        <source>same country (%1)</source>
        <translation>同国家（%1）</translation>
    </message>
    <message>
        <source>Different clubs and countries.</source>
        <translation>单位与国家均不同。</translation>
    </message>
    <message>
        <source>They share: %1 (lighter when the settings avoid it).</source>
        <translation>两人相同之处：%1（设置回避时权重较小）。</translation>
    </message>
    <message>
        <source>Colours so far: %1 %2 Black / %3 White; %4 %5 Black / %6 White.</source>
        <translation>至今黑白：%1 执黑 %2 次 / 执白 %3 次；%4 执黑 %5 次 / 执白 %6 次。</translation>
    </message>
    <message>
        <source>From the round's stored seed, only to break ties.</source>
        <translation>来自本轮保存的随机种子，仅用于打破平局。</translation>
    </message>
    <message>
        <source>Alternatives for %1:</source>
        <translation>%1 的备选对手：</translation>
    </message>
    <message>
        <source>swapping with %1's game would lose %2</source>
        <translation>与 %1 的对局互换将损失 %2</translation>
    </message>
    <message>
        <source>would leave %1 without a partner</source>
        <translation>会使 %1 无对手</translation>
    </message>
    <message>
        <source>%1 (weight %2): %3</source>
        <translation>%1（权重 %2）：%3</translation>
    </message>
</context>
<context>
    <name>PaperWords</name>
    <message>
        <source>page %1 / %2</source>
        <comment>printed page footer: page, pages</comment>
        <translation>第 %1 页 / 共 %2 页</translation>
    </message>
    <message>
        <source>Venue: %1</source>
        <translation>地点：%1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>first and last day of the event</comment>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <comment>the time control in words</comment>
        <translation>用时：%1</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>第 %1 轮后排名</translation>
    </message>
    <message>
        <source>Crosstable after round %1</source>
        <translation>第 %1 轮后成绩交叉表</translation>
    </message>
    <message>
        <source>Pairings, round %1</source>
        <translation>第 %1 轮对阵表</translation>
    </message>
    <message>
        <source>Pairings by name, round %1</source>
        <translation>第 %1 轮对阵表（按姓名）</translation>
    </message>
    <message>
        <source>Result slips, round %1</source>
        <translation>第 %1 轮成绩单</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Hcp</source>
        <comment>handicap stones, column head</comment>
        <translation>让子</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>执色</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>%1 · Round %2 · Result slip</source>
        <comment>event, round</comment>
        <translation>%1 · 第 %2 轮 · 成绩单</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>win</source>
        <comment>result slip: box to tick</comment>
        <translation>胜</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>result slip: box to tick</comment>
        <translation>和棋</translation>
    </message>
    <message>
        <source>margin:</source>
        <comment>result slip: the winning margin, written by hand</comment>
        <translation>胜负子数：</translation>
    </message>
    <message>
        <source>Handicap: %1 · Komi: %2</source>
        <translation>让子：%1 · 贴目：%2</translation>
    </message>
    <message>
        <source>Black's signature</source>
        <translation>黑方签名</translation>
    </message>
    <message>
        <source>White's signature</source>
        <translation>白方签名</translation>
    </message>
    <message>
        <source>Referee</source>
        <comment>result slip: the referee's signature</comment>
        <translation>裁判签名</translation>
    </message>
</context>
<context>
    <name>RefereeTexts</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>2002 edition</source>
        <translation>2002年版</translation>
    </message>
    <message>
        <source>older edition</source>
        <translation>旧版</translation>
    </message>
    <message>
        <source>reverses #%1</source>
        <translation>撤销 #%1</translation>
    </message>
    <message>
        <source>amends #%1</source>
        <translation>改判 #%1</translation>
    </message>
    <message>
        <source>upholds #%1</source>
        <translation>维持 #%1</translation>
    </message>
    <message>
        <source>infraction</source>
        <translation>犯规</translation>
    </message>
    <message>
        <source>correction: %1</source>
        <translation>更正：%1</translation>
    </message>
    <message>
        <source>appeal: %1</source>
        <translation>申诉裁决：%1</translation>
    </message>
    <message>
        <source>chief referee's result %1</source>
        <translation>裁判长改判结果 %1</translation>
    </message>
    <message>
        <source>unknown infraction '%1'</source>
        <translation>未知的犯规代码“%1”</translation>
    </message>
    <message>
        <source>that penalty is not one the rules allow for this infraction (%1)</source>
        <translation>规则不允许对此犯规作该罚则（%1）</translation>
    </message>
    <message>
        <source>a note saying what happened is required (%1)</source>
        <translation>须填写情况说明（%1）</translation>
    </message>
    <message>
        <source>give the referee's name</source>
        <translation>请填写裁判员姓名</translation>
    </message>
    <message>
        <source>no ledger entry %1 in this event</source>
        <translation>本比赛没有编号为 %1 的裁判记录</translation>
    </message>
    <message>
        <source>only the chief referee (裁判长) %1 may do this, not '%2'</source>
        <translation>仅裁判长 %1 可以执行此操作，“%2”不可以</translation>
    </message>
    <message>
        <source>the event names no chief referee (裁判长); set one in the Event tab</source>
        <translation>本比赛尚未指定裁判长；请在“比赛”页设定</translation>
    </message>
    <message>
        <source>that ruling is not possible here (%1)</source>
        <translation>无法作此裁决（%1）</translation>
    </message>
    <message>
        <source>'%1' is not a result</source>
        <translation>“%1”不是有效的结果</translation>
    </message>
    <message>
        <source>the result contradicts the referee's ruling (%1)</source>
        <translation>该结果与裁判的判定矛盾（%1）</translation>
    </message>
    <message>
        <source>%1 loses: second warning — 两次警告判负</source>
        <translation>%1两次警告判负</translation>
    </message>
    <message>
        <source>Result set by the chief referee — 裁判长改判</source>
        <translation>裁判长改判</translation>
    </message>
    <message>
        <source>Replay ordered: %1 — 重赛</source>
        <translation>判重赛：%1</translation>
    </message>
    <message>
        <source>Both players lose: %1 — 双方判负</source>
        <translation>双方判负：%1</translation>
    </message>
    <message>
        <source>%1 loses: %2 — 判负</source>
        <translation>%1判负：%2</translation>
    </message>
    <message>
        <source>Decided by the referee: %1</source>
        <translation>裁判判定：%1</translation>
    </message>
    <message>
        <source>Result %1 by referee (ledger entry %2)</source>
        <translation>裁判判定结果 %1（记录 %2）</translation>
    </message>
</context>
<context>
    <name>RoundChoices</name>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
</context>
<context>
    <name>StoreErrors</name>
    <message>
        <source>the event is busy: another desk or process is writing to it; try again in a moment (%1)</source>
        <translation>比赛数据正被另一台电脑或程序写入，请稍后再试（%1）</translation>
    </message>
    <message>
        <source>%1: no such event file</source>
        <translation>%1：找不到比赛文件</translation>
    </message>
    <message>
        <source>%1: a file already exists there; choose another name</source>
        <translation>%1：该文件已存在，请换一个文件名</translation>
    </message>
    <message>
        <source>%1: not a Tengen event file</source>
        <translation>%1：不是天元比赛文件</translation>
    </message>
    <message>
        <source>%1 (this event file was written by a newer Tengen; upgrade Tengen to open it)</source>
        <translation>%1（该比赛文件由更新版本的天元写入，请升级后再打开）</translation>
    </message>
    <message>
        <source>invalid value: %1</source>
        <translation>数值无效：%1</translation>
    </message>
    <message>
        <source>no player with id %1 in this event</source>
        <translation>本比赛没有编号为 %1 的棋手</translation>
    </message>
    <message>
        <source>round %1 has no draw</source>
        <translation>第 %1 轮尚未编排</translation>
    </message>
    <message>
        <source>no game at %1</source>
        <translation>没有这盘棋：%1</translation>
    </message>
    <message>
        <source>%1 was changed by someone else since it was read; reload and try again</source>
        <translation>%1 在读取后已被他人修改，请重新载入后再试</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>数据库错误：%1</translation>
    </message>
    <message>
        <source>CSV syntax: %1</source>
        <translation>CSV 格式错误：%1</translation>
    </message>
    <message>
        <source>the header has no '%1' column</source>
        <translation>标题行缺少“%1”列</translation>
    </message>
    <message>
        <source>unknown column '%1'</source>
        <translation>未知的列“%1”</translation>
    </message>
    <message>
        <source>column '%1' appears twice</source>
        <translation>列“%1”重复</translation>
    </message>
    <message>
        <source>'%1' is empty</source>
        <translation>“%1”为空</translation>
    </message>
    <message>
        <source>bad rank '%1'</source>
        <translation>段级位无效：“%1”</translation>
    </message>
    <message>
        <source>bad rating '%1'</source>
        <translation>等级分无效：“%1”</translation>
    </message>
    <message>
        <source>bad date '%1' (YYYY-MM-DD)</source>
        <translation>日期无效：“%1”（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>%1, line %2, row %3, column %4 (%5): %6</source>
        <translation>%1，第 %2 行（第 %3 条记录），第 %4 列（%5）：%6</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
</context>
<context>
    <name>SwapWording</name>
    <message>
        <source>Board %1: %2 – %3</source>
        <translation>第 %1 台：%2 – %3</translation>
    </message>
    <message>
        <source>%1: rematch (they met in round %2)</source>
        <translation>%1：重复对阵（已在第 %2 轮相遇）</translation>
    </message>
    <message>
        <source>%1: rematch (they met in rounds %2)</source>
        <translation>%1：重复对阵（已在第 %2 轮相遇）</translation>
    </message>
    <message>
        <source>%1: a forbidden pair (they must not meet)</source>
        <translation>%1：禁止对阵</translation>
    </message>
    <message>
        <source>Board %1: %2 does not play this round but would play %3</source>
        <translation>第 %1 台：%2 本轮缺席，却被安排对 %3</translation>
    </message>
    <message>
        <source>%1: McMahon score difference %2 (%3 against %4)</source>
        <translation>%1：麦克马洪分相差 %2（%3 对 %4）</translation>
    </message>
    <message numerus="yes">
        <source>%1: score difference %n point(s) (%2 against %3)</source>
        <translation>
            <numerusform>%1：积分相差 %n 分（%2 对 %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: same club (%2)</source>
        <translation>%1：同单位（%2）</translation>
    </message>
    <message>
        <source>%1: same country (%2)</source>
        <translation>%1：同国家或地区（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have Black %n time(s) in a row</source>
        <translation>
            <numerusform>第 %1 台：黑白失衡：%2 将连续 %n 次执黑</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have White %n time(s) in a row</source>
        <translation>
            <numerusform>第 %1 台：黑白失衡：%2 将连续 %n 次执白</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have had Black %n time(s) more than White</source>
        <translation>
            <numerusform>第 %1 台：黑白失衡：%2 执黑将比执白多 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have had White %n time(s) more than Black</source>
        <translation>
            <numerusform>第 %1 台：黑白失衡：%2 执白将比执黑多 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: becomes a handicap game of %n stone(s)</source>
        <translation>
            <numerusform>%1：变为让 %n 子的对局</numerusform>
        </translation>
    </message>
    <message>
        <source>Boards changed: %1.</source>
        <translation>调整的台次：%1。</translation>
    </message>
    <message>
        <source>No criterion is broken by this change.</source>
        <translation>此调整不违反任何编排准则。</translation>
    </message>
    <message>
        <source>Criterion weights of the draw (higher is better): the round %1 before, %2 after.</source>
        <translation>编排准则权重（越高越好）：本轮调整前 %1，调整后 %2。</translation>
    </message>
    <message>
        <source>Board %1: pair weight %2.</source>
        <translation>第 %1 台：该对权重 %2。</translation>
    </message>
</context>
<context>
    <name>TimeControlText</name>
    <message>
        <source>%1h</source>
        <comment>hours of a time control</comment>
        <translation>%1小时</translation>
    </message>
    <message>
        <source>%1m</source>
        <comment>minutes of a time control</comment>
        <translation>%1分钟</translation>
    </message>
    <message>
        <source>%1s</source>
        <comment>seconds of a time control</comment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>%1 absolute</source>
        <comment>包干: main time only</comment>
        <translation>%1包干</translation>
    </message>
    <message>
        <source>%1 + %2x%3 byo-yomi</source>
        <comment>读秒: main time, periods, period length</comment>
        <translation>%1 + %2次%3读秒</translation>
    </message>
    <message>
        <source>%1 + %2/%3 Canadian</source>
        <comment>main time, moves per period, period length</comment>
        <translation>%1 + 每%3走%2步（加拿大读秒）</translation>
    </message>
    <message>
        <source>%1 + %2/%3 stages (carry-over)</source>
        <comment>定时限步制: main time, moves, period length</comment>
        <translation>%1 + 每%3走%2步（定时限步制，余时累计）</translation>
    </message>
    <message>
        <source>%1 + %2 Fischer (cap %3)</source>
        <comment>加秒: main time, increment per move, cap</comment>
        <translation>%1 + 每步加%2（加秒/费舍尔，上限%3）</translation>
    </message>
    <message>
        <source>%1 + %2 Fischer</source>
        <comment>加秒: main time, increment per move</comment>
        <translation>%1 + 每步加%2（加秒/费舍尔）</translation>
    </message>
    <message>
        <source>%1 + %2 Bronstein delay</source>
        <comment>main time, free time at each turn's start</comment>
        <translation>%1 + 每步前%2不计时（布朗斯坦延时）</translation>
    </message>
</context>
<context>
    <name>tengen::desk::AbsenceDialog</name>
    <message>
        <source>Absences of %1</source>
        <translation>%1 的缺席轮次</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Round %1 is drawn: change it in the Rounds view.</source>
        <translation>第 %1 轮已编排：请在“轮次”页修改。</translation>
    </message>
    <message>
        <source>Rounds the player will not play (no pairing, no bye):</source>
        <translation>棋手不参加的轮次（不编排，不轮空）：</translation>
    </message>
</context>
<context>
    <name>tengen::desk::BasicsEditor</name>
    <message>
        <source>Dates set</source>
        <translation>已定日期</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>比赛名称</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>主办单位</translation>
    </message>
    <message>
        <source>Chief referee (裁判长)</source>
        <translation>裁判长</translation>
    </message>
</context>
<context>
    <name>tengen::desk::BoardClockWindow</name>
    <message>
        <source>Board clock — round %1, board %2</source>
        <translation>对局钟 — 第 %1 轮第 %2 台</translation>
    </message>
    <message>
        <source>Press clock (Space)</source>
        <translation>按钟（空格）</translation>
    </message>
    <message>
        <source>Pause / resume (P)</source>
        <translation>暂停 / 继续（P）</translation>
    </message>
    <message>
        <source>Black +1:00</source>
        <translation>黑方 +1:00</translation>
    </message>
    <message>
        <source>Black −1:00</source>
        <translation>黑方 −1:00</translation>
    </message>
    <message>
        <source>White +1:00</source>
        <translation>白方 +1:00</translation>
    </message>
    <message>
        <source>White −1:00</source>
        <translation>白方 −1:00</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>左右对调</translation>
    </message>
    <message>
        <source>The event's time control "%1" is not one the clock understands (for example chinese:120m,reserve=5 or fast:0s+3x30s): set it in the Event tab.</source>
        <translation>比赛的用时规定“%1”无法用于计时钟（例如 chinese:120m,reserve=5 或 fast:0s+3x30s）：请在“比赛”页设置。</translation>
    </message>
    <message>
        <source>Resumed from the journal: %1 passed while the clock was closed and is charged to %2. Referee: confirm, or adjust with the buttons below.</source>
        <translation>已按计时记录恢复：计时钟关闭期间经过 %1，计入%2用时。请裁判确认，或用下方按钮调整。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>The computer restarted since.</source>
        <translation>其间计算机曾重新启动。</translation>
    </message>
    <message>
        <source>The computer slept: check the clock.</source>
        <translation>计算机曾休眠：请核对计时。</translation>
    </message>
    <message>
        <source>voice off</source>
        <translation>语音关闭</translation>
    </message>
    <message>
        <source>voice on</source>
        <translation>语音开启</translation>
    </message>
    <message>
        <source>The clock has not been started.</source>
        <translation>计时钟尚未启动。</translation>
    </message>
    <message>
        <source>The clock is already running.</source>
        <translation>计时钟已在运行。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <source>The computer's clock went back: check the clock.</source>
        <translation>计算机时钟回拨：请核对计时。</translation>
    </message>
    <message>
        <source>The clock is paused (P resumes it).</source>
        <translation>计时钟已暂停（按 P 继续）。</translation>
    </message>
    <message>
        <source>The clock is not paused.</source>
        <translation>计时钟未暂停。</translation>
    </message>
    <message>
        <source>The player to move has not arrived.</source>
        <translation>轮到落子的一方尚未到场。</translation>
    </message>
    <message>
        <source>The player is present.</source>
        <translation>该棋手已到场。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>Not possible on this clock.</source>
        <translation>此计时钟不能这样操作。</translation>
    </message>
    <message>
        <source>%1 lost on time (超时判负): result %2, ledger entry #%3</source>
        <translation>%1超时判负：结果 %2，裁判记录第 %3 条</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Confirm the clock</source>
        <translation>确认棋钟</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>调整</translation>
    </message>
    <message>
        <source>Add / take away</source>
        <translation>加时 / 扣时</translation>
    </message>
    <message>
        <source>The computer slept for %1 while this clock ran: that time was not counted. Referee: check the clock with the players, then confirm it or adjust it.</source>
        <translation>棋钟运行时电脑休眠了 %1：这段时间没有计入。裁判：请与双方棋手核对棋钟，然后确认或调整。</translation>
    </message>
    <message>
        <source>The clock ran on while its window was closed (%1).</source>
        <translation>窗口关闭期间计时钟照常运行（%1）。</translation>
    </message>
    <message>
        <source>Tap or click your own side to press the clock</source>
        <translation>点按或单击本方钟面即可按钟</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全屏（F11）</translation>
    </message>
</context>
<context>
    <name>tengen::desk::BothValuesDialog</name>
    <message>
        <source>&lt;b&gt;Field&lt;/b&gt;</source>
        <translation>&lt;b&gt;项目&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stored now&lt;/b&gt;</source>
        <translation>&lt;b&gt;现存值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;</source>
        <translation>&lt;b&gt;您的输入&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
（%2）</translation>
    </message>
    <message>
        <source>&amp;Keep the stored value</source>
        <translation>保留现存值(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Overwrite with mine</source>
        <translation>用我的覆盖(&amp;O)</translation>
    </message>
</context>
<context>
    <name>tengen::desk::ClocksView</name>
    <message>
        <source>Open board &amp;clock</source>
        <translation>打开对局钟(&amp;C)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>No round has been drawn yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Black's time</source>
        <translation>黑方用时</translation>
    </message>
    <message>
        <source>White's time</source>
        <translation>白方用时</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>轮到</translation>
    </message>
    <message>
        <source>Latest call</source>
        <translation>最近读秒</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>no clock, result %1</source>
        <translation>无计时钟，结果 %1</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>无计时钟</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1超时判负</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n 台</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n 台计时中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) fallen</source>
        <translation>
            <numerusform>%n 台超时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a clock</source>
        <translation>
            <numerusform>%n 台无计时钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lost on time, result %2</source>
        <translation>%1超时判负，结果 %2</translation>
    </message>
    <message>
        <source>computer slept %1: referee to check</source>
        <translation>电脑休眠 %1：待裁判核对</translation>
    </message>
    <message numerus="yes">
        <source>%n to check</source>
        <translation>
            <numerusform>%n 台待核对</numerusform>
        </translation>
    </message>
    <message>
        <source>%1's flag fell after the result %2</source>
        <translation>结果 %2 之后%1超时（结果不变）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Clocks spea&amp;k</source>
        <translation>棋钟报时语言(&amp;K)</translation>
    </message>
    <message>
        <source>Selected &amp;board speaks</source>
        <translation>所选台次报时语言(&amp;B)</translation>
    </message>
    <message>
        <source>The language every board clock calls in (读秒), unless the board has its own; not the desk's language</source>
        <translation>各台棋钟读秒所用的语言（某台另有设定时从其设定），与本机界面语言无关</translation>
    </message>
    <message>
        <source>The language of the selected board's clock calls</source>
        <translation>所选台次棋钟读秒所用的语言</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>报时语言</translation>
    </message>
    <message>
        <source>%1 (event)</source>
        <translation>%1（按比赛）</translation>
    </message>
    <message>
        <source>as the event (%1)</source>
        <translation>按比赛设定（%1）</translation>
    </message>
</context>
<context>
    <name>tengen::desk::CorrectionDialog</name>
    <message>
        <source>Enter does not save a correction: click "Save correction" or press Ctrl+Enter.</source>
        <translation>回车键不会保存更正：请单击“保存更正”或按 Ctrl+Enter。</translation>
    </message>
    <message>
        <source>Correct a result — round %1, board %2</source>
        <translation>更正结果 — 第 %1 轮第 %2 台</translation>
    </message>
    <message>
        <source>Correct round %1, board %2: %3 – %4</source>
        <translation>更正第 %1 轮第 %2 台：%3 – %4</translation>
    </message>
    <message>
        <source>This overrides the verified count (%1, counted %2): the result will no longer be the one the board was counted to.</source>
        <translation>此更正将推翻已核实的数子结果（%1，数子于 %2）：结果将不再是该盘数子所得的结果。</translation>
    </message>
    <message>
        <source>This overrides a clock flag (ledger entry #%1).</source>
        <translation>此更正将推翻计时钟超时判负（裁判记录第 %1 条）。</translation>
    </message>
    <message>
        <source>This overrides a referee's decision (ledger entry #%1).</source>
        <translation>此更正将推翻裁判的判定（裁判记录第 %1 条）。</translation>
    </message>
    <message>
        <source>&amp;Why is the stored result changed? (required, logged)</source>
        <translation>更正理由(&amp;W)（必填，记入日志）：</translation>
    </message>
    <message>
        <source>e.g. the players' sheet was misread</source>
        <translation>例如：记录单看错了</translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation>保存更正(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stored result: %1</source>
        <translation>现存结果：%1</translation>
    </message>
    <message>
        <source>(entered by %1 at %2)</source>
        <translation>（由 %1 于 %2 录入）</translation>
    </message>
    <message>
        <source>Set by a clock flag: %1 lost on time (超时判负), ledger entry #%2.</source>
        <translation>由计时钟判定：%1超时判负，裁判记录第 %2 条。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Set by a referee's decision: ledger entry #%1 (%2, by %3).</source>
        <translation>由裁判判定：裁判记录第 %1 条（%2，裁判 %3）。</translation>
    </message>
    <message>
        <source>Verified by counting: %1 (counted %2).</source>
        <translation>已数子核实：%1（数子于 %2）。</translation>
    </message>
    <message>
        <source>Not verified by counting, not set by a referee or a clock.</source>
        <translation>未经数子核实，也不是裁判或计时钟判定的结果。</translation>
    </message>
    <message>
        <source>No round has been drawn since round %1.</source>
        <translation>第 %1 轮之后尚未编排新的轮次。</translation>
    </message>
    <message>
        <source>Drawn since: round(s) %1. Their pairings were made with the stored result; they are not redrawn.</source>
        <translation>此后已编排：第 %1 轮。这些轮次的对阵是按现存结果编排的，不会重新编排。</translation>
    </message>
    <message>
        <source>New result: %1</source>
        <translation>新结果：%1</translation>
    </message>
    <message>
        <source>"%1" reads like a result entry, not a reason: round %2 board %3 is still waiting for why its result changes. Type the reason, or Cancel.</source>
        <translation>“%1”看起来是一条结果录入，而不是理由：第 %2 轮第 %3 台仍在等待更正理由。请输入理由，或取消。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::CountingView</name>
    <message>
        <source>Load S&amp;GF...</source>
        <translation>载入 SGF(&amp;G)...</translation>
    </message>
    <message>
        <source>Load the game's SGF</source>
        <translation>载入该局的 SGF 棋谱</translation>
    </message>
    <message>
        <source>SGF game records (*.sgf);;All files (*)</source>
        <translation>SGF 棋谱 (*.sgf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>空棋盘(&amp;E)</translation>
    </message>
    <message>
        <source>Mark &amp;dead stones (click a chain; again: alive)</source>
        <translation>标记死子(&amp;D)（点击棋块；再点为活棋）</translation>
    </message>
    <message>
        <source>Mark &amp;seki (territory counting)</source>
        <translation>标记双活(&amp;S)（数目法）</translation>
    </message>
    <message>
        <source>Set &amp;up stones (left click: black, right click: white)</source>
        <translation>摆子(&amp;U)（左键黑子，右键白子）</translation>
    </message>
    <message>
        <source>Clicking a stone removes it.</source>
        <translation>点击棋子将其拿掉。</translation>
    </message>
    <message>
        <source>Clicking the board</source>
        <translation>点击棋盘</translation>
    </message>
    <message>
        <source>B+1.5, W+0.5, 黑胜3/4子, 黑185子, black 184.5 ...</source>
        <translation>B+1.5、W+0.5、黑胜3/4子、黑185子、black 184.5 等</translation>
    </message>
    <message>
        <source>Save &amp;verified result</source>
        <translation>保存核实结果(&amp;V)</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>对局：</translation>
    </message>
    <message>
        <source>Players' count or result:</source>
        <translation>对局者报告的子数或结果：</translation>
    </message>
    <message>
        <source>Board %1: %2 – %3</source>
        <translation>第 %1 台：%2 – %3</translation>
    </message>
    <message>
        <source>No round has been drawn yet.</source>
        <translation>尚未编排任何一轮。</translation>
    </message>
    <message>
        <source>Verified count saved %1: %2.</source>
        <translation>已于 %1 保存核实数子结果：%2。</translation>
    </message>
    <message>
        <source>No verified count saved for this game yet.</source>
        <translation>该局尚未保存核实的数子结果。</translation>
    </message>
    <message>
        <source>Rules: %1, area counting (数子法); komi %2 points = %3 stones; handicap %4</source>
        <translation>规则：%1，数子法；贴目 %2 目 = %3 子；让子 %4</translation>
    </message>
    <message>
        <source>Rules: %1, territory counting (数目法); komi %2 points; handicap %3</source>
        <translation>规则：%1，数目法；贴目 %2 目；让子 %3</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Choose a game first.</source>
        <translation>请先选择对局。</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: not a valid SGF file (%4).</source>
        <translation>%1，第 %2 行第 %3 列：不是有效的 SGF 文件（%4）。</translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <translation>该点已有棋子</translation>
    </message>
    <message>
        <source>forbidden point (禁着点): the move has no liberty and captures nothing</source>
        <translation>禁着点：落子后无气且不能提子</translation>
    </message>
    <message>
        <source>ko recapture is forbidden (2002 §20)</source>
        <translation>不得立即回提劫（2002 第二十条）</translation>
    </message>
    <message>
        <source>whole-board repetition is forbidden (2002 §6)</source>
        <translation>禁止全局同形再现（2002 第六条）</translation>
    </message>
    <message>
        <source>the move is not allowed</source>
        <translation>该着不合规则</translation>
    </message>
    <message>
        <source>%1: move %2 (%3 at %4): %5</source>
        <translation>%1：第 %2 手（%3 %4）：%5</translation>
    </message>
    <message>
        <source>B</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>W</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 is a %2×%3 game; this event plays on %4×%4.</source>
        <translation>%1 是 %2×%3 路棋盘的对局；本赛事使用 %4×%4 路棋盘。</translation>
    </message>
    <message>
        <source>Loaded %1 (%2 moves).</source>
        <translation>已载入 %1（%2 手）。</translation>
    </message>
    <message>
        <source>The file says komi %1; the game's komi %2 is used.</source>
        <translation>棋谱贴目为 %1；按本局贴目 %2 计算。</translation>
    </message>
    <message>
        <source>The file has handicap %1; the game's handicap %2 is used.</source>
        <translation>棋谱让子为 %1；按本局让子 %2 计算。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>%1: %2 stones + %3 points = %4 (子)</source>
        <translation>%1：%2 子 + %3 空 = %4 子</translation>
    </message>
    <message>
        <source>%1: %2 points of territory + %3 prisoners = %4</source>
        <translation>%1：%2 目 + 提子 %3 = %4 目</translation>
    </message>
    <message>
        <source>Neutral points (dame): %1, half to each side</source>
        <translation>公气（单官）：%1，双方各得一半</translation>
    </message>
    <message>
        <source>Neutral points (dame and seki): %1</source>
        <translation>单官及双活点：%1</translation>
    </message>
    <message>
        <source>Baseline (归本数) %1; komi %2 stones; handicap compensation %3 stones</source>
        <translation>归本数 %1；贴 %2 子；让子还 %3 子</translation>
    </message>
    <message>
        <source>Dead stones (死子): %1</source>
        <translation>死子：%1</translation>
    </message>
    <message>
        <source>Result: %1 (%2)</source>
        <translation>结果：%1（%2）</translation>
    </message>
    <message>
        <source>it matches a komi of %1 instead of %2</source>
        <translation>按贴目 %1（而非 %2）计算则相符</translation>
    </message>
    <message>
        <source>it matches a handicap compensation of %1 points instead of %2</source>
        <translation>按让子还 %1 目（而非 %2 目）计算则相符</translation>
    </message>
    <message>
        <source>one neutral point (dame) was given to one side; it counts half to each</source>
        <translation>有一个公气被算给了一方；公气应双方各得一半</translation>
    </message>
    <message>
        <source>it counts the %1 stones at %2 (%3) as dead</source>
        <translation>其中把 %2 处的%1棋（%3 子）算作死子</translation>
    </message>
    <message>
        <source>it counts the %1 stones at %2 (%3) as alive</source>
        <translation>其中把 %2 处的%1棋（%3 子）算作活棋</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>the winner differs</source>
        <translation>胜负不同</translation>
    </message>
    <message>
        <source>no single komi, compensation, dame or dead-stone difference explains it: recount</source>
        <translation>无法以贴目、还子、公气或死活单一原因解释，请复点</translation>
    </message>
    <message>
        <source>'%1' is not a result or count (B+1.5, W+R, 黑胜3/4子, 黑185子, black 184.5, 和棋)</source>
        <translation>“%1”不是结果或子数（B+1.5、W+R、黑胜3/4子、黑185子、black 184.5、和棋）</translation>
    </message>
    <message>
        <source>✔ The players' %1 agrees with the count.</source>
        <translation>✔ 对局者报告的 %1 与数子结果一致。</translation>
    </message>
    <message>
        <source>'%1' has no count in it to compare (e.g. a resignation).</source>
        <translation>“%1”中没有可比较的子数（如中盘胜）。</translation>
    </message>
    <message>
        <source>✘ The players' %1 disagrees: the winner differs.</source>
        <translation>✘ 对局者报告的 %1 不一致：胜负不同。</translation>
    </message>
    <message>
        <source>✘ The players' %1 disagrees by %2 stones.</source>
        <translation>✘ 对局者报告的 %1 不一致，相差 %2 子。</translation>
    </message>
    <message>
        <source>✘ The players' %1 disagrees by %2 points.</source>
        <translation>✘ 对局者报告的 %1 不一致，相差 %2 目。</translation>
    </message>
    <message>
        <source>Board %1: the result %2 is entered for the game.</source>
        <translation>第 %1 台：已录入结果 %2。</translation>
    </message>
    <message>
        <source>Board %1: the game's entered result agrees with the count.</source>
        <translation>第 %1 台：已录入的结果与数子结果一致。</translation>
    </message>
    <message>
        <source>Not saved: board %1 already has the result %2, the count gives %3. Correct the result in the Results tab first if the count is right.</source>
        <translation>未保存：第 %1 台已有结果 %2，数子结果为 %3。如数子无误，请先在“成绩”页更正结果。</translation>
    </message>
    <message>
        <source>Not saved: the referee ruled %1 for board %2 (ledger entry %3); only the chief referee can change it.</source>
        <translation>未保存：裁判已判定第 %2 台为 %1（记录 %3），只有裁判长可以更改。</translation>
    </message>
    <message>
        <source>a replay</source>
        <translation>重赛</translation>
    </message>
    <message>
        <source>Not saved: '%1' is not a result or count.</source>
        <translation>未保存：“%1”不是结果或子数。</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>未保存：%1。</translation>
    </message>
    <message>
        <source>&amp;Propose dead stones</source>
        <translation>死活提议(&amp;P)</translation>
    </message>
    <message>
        <source>Marks the chains Tengen&apos;s rules propose dead or in seki (死活提议): a proposal to check and change by clicking before saving.</source>
        <translation>按 Tengen 的规则标出提议为死子或双活的棋块（死活提议）：仅为提议，保存前请逐块检查，点击即可更改。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Proposed by Tengen&apos;s rules (死活提议: Benson&apos;s unconditional life, seki, chains without two eyes in the opponent&apos;s area), now marked on the board: dead %1; seki %2. This is a proposal, not a decision: check every chain and click to change it before saving.</source>
        <translation>已按 Tengen 的规则（死活提议：Benson 无条件活、双活、对方地域内没有两只眼的棋块）在棋盘上标出：死子 %1；双活 %2。这只是提议，并非判定：保存前请逐块检查，点击即可更改。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::DrawSettingsView</name>
    <message>
        <source>Pairing criteria, Swiss and McMahon (编排方案)</source>
        <translation>积分编排与麦克马洪的编排方案</translation>
    </message>
    <message>
        <source>Tengen&apos;s criteria</source>
        <translation>Tengen 的准则</translation>
    </message>
    <message>
        <source>OpenGotha&apos;s pairing, with the parameters of the event&apos;s OpenGotha file</source>
        <translation>OpenGotha 的编排，使用本赛事 OpenGotha 文件的参数</translation>
    </message>
    <message>
        <source>First round (第一轮)</source>
        <translation>第一轮编排</translation>
    </message>
    <message>
        <source>Seeding in a group</source>
        <translation>同分组内的配对方式</translation>
    </message>
    <message>
        <source>Avoid pairing players of one club (同单位回避)</source>
        <translation>同单位回避</translation>
    </message>
    <message>
        <source>Avoid pairing players of one country</source>
        <translation>同国家或地区回避</translation>
    </message>
    <message>
        <source>McMahon bar</source>
        <translation>麦克马洪上限</translation>
    </message>
    <message>
        <source>McMahon floor</source>
        <translation>麦克马洪下限</translation>
    </message>
    <message>
        <source>Handicap from the McMahon score difference</source>
        <translation>按麦克马洪分差让子</translation>
    </message>
    <message>
        <source>Handicap reduction (stones)</source>
        <translation>让子递减（子数）</translation>
    </message>
    <message>
        <source>Handicap ceiling (stones)</source>
        <translation>让子上限（子数）</translation>
    </message>
    <message>
        <source>No handicap when the stronger is</source>
        <translation>强方达到此段位时不让子</translation>
    </message>
    <message>
        <source>Komi of handicap games</source>
        <translation>让子棋的贴目</translation>
    </message>
    <message>
        <source>Round robin: play twice (双循环)</source>
        <translation>循环赛：双循环</translation>
    </message>
    <message>
        <source>Knockout: a game for third place</source>
        <translation>淘汰赛：加赛第三名</translation>
    </message>
    <message>
        <source>Knockout: seed the bracket again every round</source>
        <translation>淘汰赛：每轮重新按种子排位</translation>
    </message>
    <message>
        <source>Forbidden pairs (never paired)</source>
        <translation>禁止对阵（永不配对）</translation>
    </message>
    <message>
        <source>Fixed pairs (paired in a round)</source>
        <translation>指定对阵（某轮必定配对）</translation>
    </message>
    <message>
        <source>Fixed tables (a player who always sits at a board)</source>
        <translation>固定台次（棋手始终在某台）</translation>
    </message>
    <message>
        <source>McMahon corrections (points)</source>
        <translation>麦克马洪分修正（分）</translation>
    </message>
    <message>
        <source>Save draw settings</source>
        <translation>保存编排设置</translation>
    </message>
    <message>
        <source>Show the stored settings</source>
        <translation>显示已保存的设置</translation>
    </message>
    <message>
        <source>How the draw pairs (编排)</source>
        <translation>编排方式</translation>
    </message>
    <message>
        <source>by lot (抽签)</source>
        <translation>抽签</translation>
    </message>
    <message>
        <source>by seeding, strong against weak</source>
        <translation>按种子，强对弱</translation>
    </message>
    <message>
        <source>split in halves, paired at random</source>
        <translation>分上下两半，随机配对</translation>
    </message>
    <message>
        <source>split in halves, first against last (fold)</source>
        <translation>分上下两半，首对末（折叠）</translation>
    </message>
    <message>
        <source>split in halves, first against first (slip)</source>
        <translation>分上下两半，首对首（滑移）</translation>
    </message>
    <message>
        <source>(always give handicap)</source>
        <translation>（始终让子）</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Draw settings saved</source>
        <translation>编排设置已保存</translation>
    </message>
    <message>
        <source>The draw settings were not saved: %1</source>
        <translation>编排设置未保存：%1</translation>
    </message>
</context>
<context>
    <name>tengen::desk::EventView</name>
    <message>
        <source>Event name</source>
        <translation>比赛名称</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Organiser</source>
        <translation>主办单位</translation>
    </message>
    <message>
        <source>Chief referee (裁判长)</source>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>Pairing system</source>
        <translation>编排制度</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘路数</translation>
    </message>
    <message>
        <source>Komi (贴目, points)</source>
        <translation>贴目（目数）</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时规定</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>&amp;Save settings</source>
        <translation>保存设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>还原(&amp;R)</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>System and rounds</source>
        <translation>编排制度与轮数</translation>
    </message>
    <message>
        <source>Rules and time</source>
        <translation>规则与用时</translation>
    </message>
    <message>
        <source>Scoring and tie-breaks</source>
        <translation>计分与名次区分</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>原值</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新值</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>Change log</source>
        <translation>修改记录</translation>
    </message>
    <message>
        <source>Event created</source>
        <translation>建立比赛</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>结束日期</translation>
    </message>
    <message>
        <source>Tie-break order</source>
        <translation>名次区分顺序</translation>
    </message>
    <message>
        <source>Referee edition</source>
        <translation>裁判规则版本</translation>
    </message>
    <message>
        <source>The time control is not a clock spec: see the message under it.</source>
        <translation>用时规定不是有效的计时格式：见其下方的说明。</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>没有改动。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n change(s).</source>
        <translation>
            <numerusform>已保存 %n 项改动。</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings were changed at another desk: the stored settings are shown, yours were not saved.</source>
        <translation>设置已在另一台终端被修改：现显示已保存的设置，您的修改未保存。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Settings changed meanwhile</source>
        <translation>设置已被他人修改</translation>
    </message>
    <message>
        <source>The event's settings were saved at another desk after this tab loaded them. Keep the stored settings (the form is reloaded), or overwrite them with yours?</source>
        <translation>本页载入后，赛事设置已在另一台终端保存。保留已保存的设置（重新载入表单），还是用您的设置覆盖？</translation>
    </message>
</context>
<context>
    <name>tengen::desk::EventWizard</name>
    <message>
        <source>New event</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Name, dates, venue, organiser, chief referee.</source>
        <translation>名称、日期、地点、主办单位、裁判长。</translation>
    </message>
    <message>
        <source>System and rounds</source>
        <translation>编排制度与轮数</translation>
    </message>
    <message>
        <source>How players are paired; McMahon bar, floor and handicap.</source>
        <translation>编排方法；麦克马洪制的上限、下限与让子。</translation>
    </message>
    <message>
        <source>Rules and time</source>
        <translation>规则与用时</translation>
    </message>
    <message>
        <source>Rules, board, komi, the time control as a clock spec (the calls are previewed), and the referee edition.</source>
        <translation>规则、棋盘、贴目、用时规定（计时格式，预览读秒），以及裁判规则版本。</translation>
    </message>
    <message>
        <source>Scoring and tie-breaks</source>
        <translation>计分与名次区分</translation>
    </message>
    <message>
        <source>Points per game and the order that decides places.</source>
        <translation>每局得分与决定名次的顺序。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::InfractionPicker</name>
    <message>
        <source>Search: code, name, article (ko, 打劫, §20)</source>
        <translation>搜索：代码、名称、条款（如 打劫、悔棋、§20）</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>罚则</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>No infraction matches the search.</source>
        <translation>没有符合搜索的犯规。</translation>
    </message>
    <message>
        <source>No article: the referee rules.</source>
        <translation>无专条：由裁判裁决。</translation>
    </message>
    <message>
        <source>A note saying what happened is required.</source>
        <translation>须填写情况说明。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::LiveRefresh</name>
    <message numerus="yes">
        <source>Offline — reconnecting… %n result(s) waiting to be sent</source>
        <translation>
            <numerusform>离线——正在重新连接…… %n 个结果等待发送</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline — reconnecting…</source>
        <translation>离线——正在重新连接……</translation>
    </message>
    <message numerus="yes">
        <source>Back online: %n waiting result(s) sent.</source>
        <translation>
            <numerusform>已重新连接：已发送 %n 个待发结果。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back online.</source>
        <translation>已重新连接。</translation>
    </message>
    <message>
        <source>Round %1 board %2 not stored: %3</source>
        <translation>第 %1 轮第 %2 台未保存：%3</translation>
    </message>
    <message>
        <source>Round %1 board %2 was changed at another desk while this one was offline.</source>
        <translation>第%1轮第%2台的结果在本终端离线期间已在另一台终端被修改。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New event...</source>
        <translation>新建比赛(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open event...</source>
        <translation>打开比赛(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tengen</source>
        <translation>关于天元(&amp;A)</translation>
    </message>
    <message>
        <source>About Tengen</source>
        <translation>关于天元</translation>
    </message>
    <message>
        <source>Tengen 天元: Go tournament desk and refereeing under the Chinese Weiqi Rules (中国围棋竞赛规则).</source>
        <translation>天元：依据《中国围棋竞赛规则》的围棋比赛编排与裁判系统。</translation>
    </message>
    <message>
        <source>Open an event file (File ▸ Open) or create a new one (File ▸ New).</source>
        <translation>请打开比赛文件（文件 ▸ 打开）或新建比赛（文件 ▸ 新建）。</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <source>New event file</source>
        <translation>新比赛文件</translation>
    </message>
    <message>
        <source>Tengen events (*.tengen)</source>
        <translation>天元比赛 (*.tengen)</translation>
    </message>
    <message>
        <source>Open event file</source>
        <translation>打开比赛文件</translation>
    </message>
    <message>
        <source>Tengen events (*.tengen);;All files (*)</source>
        <translation>天元比赛 (*.tengen);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Tengen Desk</source>
        <translation>天元编排台</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>成绩</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>裁判</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>数子</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts and time controls...</source>
        <translation>键盘快捷键与用时格式(&amp;K)...</translation>
    </message>
    <message>
        <source>The desk</source>
        <translation>工作台</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>This help</source>
        <translation>本帮助</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+带下划线的字母</translation>
    </message>
    <message>
        <source>The menu or button with that letter underlined (in the tab shown)</source>
        <translation>（在当前页中）该字母带下划线的菜单或按钮</translation>
    </message>
    <message>
        <source>Results tab: board and result, then Enter</source>
        <translation>“结果”页：输入台次和结果，然后回车</translation>
    </message>
    <message>
        <source>Black / White wins on board 12</source>
        <translation>第 12 台黑胜 / 白胜</translation>
    </message>
    <message>
        <source>by 3.5 points, by resignation, on time, by forfeit</source>
        <translation>胜 3.5 目、中盘胜、超时胜、弃权胜</translation>
    </message>
    <message>
        <source>jigo (和棋)</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>both lose</source>
        <translation>双方判负</translation>
    </message>
    <message>
        <source>clear the result</source>
        <translation>清除结果</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>saves a correction in the "Correct a result" dialog (Enter alone does not)</source>
        <translation>在“更正结果”对话框中保存更正（仅按回车不保存）</translation>
    </message>
    <message>
        <source>Board clock window</source>
        <translation>对局钟窗口</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>press the clock for the player to move</source>
        <translation>为轮到落子的一方按钟</translation>
    </message>
    <message>
        <source>Left / Right, or a tap on a face</source>
        <translation>左 / 右方向键，或点按钟面</translation>
    </message>
    <message>
        <source>press for that face's player</source>
        <translation>为该钟面的一方按钟</translation>
    </message>
    <message>
        <source>pause / resume</source>
        <translation>暂停 / 继续</translation>
    </message>
    <message>
        <source>referee: one minute more / less for the player to move</source>
        <translation>裁判：为轮到落子的一方加 / 减一分钟</translation>
    </message>
    <message>
        <source>F11, or double-click outside the faces</source>
        <translation>F11，或在钟面以外双击</translation>
    </message>
    <message>
        <source>full screen on / off</source>
        <translation>全屏开 / 关</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>leave full screen</source>
        <translation>退出全屏</translation>
    </message>
    <message>
        <source>Time controls (Event tab)</source>
        <translation>用时规定（“比赛”页）</translation>
    </message>
    <message>
        <source>Type the time control as SYSTEM:TIMES. The forms, each with an example:</source>
        <translation>用时规定写作“制度:时间”。各种格式及示例：</translation>
    </message>
    <message>
        <source>Keyboard shortcuts and time controls</source>
        <translation>键盘快捷键与用时格式</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Publish &amp;live pages (port %1)</source>
        <translation>发布实时页面(&amp;L)（端口 %1）</translation>
    </message>
    <message>
        <source>Serve the event's pages (pairings, results, standings) to the phones on the hall's network, as tengen serve does</source>
        <translation>向赛场网络中的手机发布赛事页面（对阵、结果、成绩），与 tengen serve 相同</translation>
    </message>
    <message>
        <source>Publish live pages</source>
        <translation>发布实时页面</translation>
    </message>
    <message>
        <source>Open an event first.</source>
        <translation>请先打开一个比赛。</translation>
    </message>
    <message>
        <source>The live pages cannot be served on port %1: %2</source>
        <translation>无法在端口 %1 发布实时页面：%2</translation>
    </message>
    <message>
        <source>Live pages: %1</source>
        <translation>实时页面：%1</translation>
    </message>
    <message>
        <source>Participation</source>
        <translation>参赛情况</translation>
    </message>
    <message>
        <source>Draw settings</source>
        <translation>编排设置</translation>
    </message>
</context>
<context>
    <name>tengen::desk::NigiriBatchDialog</name>
    <message>
        <source>Nigiri (猜先) of round %1</source>
        <translation>第 %1 轮猜先</translation>
    </message>
    <message>
        <source>Type each board's nigiri as it is done; boards left at "—" stones are not recorded yet.</source>
        <translation>每台猜先完成后即录入；子数仍为“—”的台次暂不记录。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Held the stones</source>
        <translation>抓子者</translation>
    </message>
    <message>
        <source>The other's guess</source>
        <translation>对方所猜</translation>
    </message>
    <message>
        <source>Stones counted</source>
        <translation>所数子数</translation>
    </message>
    <message>
        <source>Takes Black</source>
        <translation>执黑者</translation>
    </message>
    <message>
        <source>odd (单)</source>
        <translation>单</translation>
    </message>
    <message>
        <source>even (双)</source>
        <translation>双</translation>
    </message>
    <message>
        <source>choose who held the stones</source>
        <translation>请选择抓子者</translation>
    </message>
</context>
<context>
    <name>tengen::desk::NigiriDialog</name>
    <message>
        <source>Nigiri (猜先) at board %1</source>
        <translation>第 %1 台猜先</translation>
    </message>
    <message>
        <source>The higher-ranked player holds the stones.</source>
        <translation>段位高者抓子。</translation>
    </message>
    <message>
        <source>Equal ranks: the older player holds the stones.</source>
        <translation>段位相同：年长者抓子。</translation>
    </message>
    <message>
        <source>Equal ranks, and the birth dates do not decide: who held the stones?</source>
        <translation>段位相同，出生日期也无法决定：由谁抓子？</translation>
    </message>
    <message>
        <source>odd (单): one black stone shown</source>
        <translation>单：出示一枚黑子</translation>
    </message>
    <message>
        <source>even (双): two black stones shown</source>
        <translation>双：出示两枚黑子</translation>
    </message>
    <message>
        <source>Held the stones</source>
        <translation>抓子者</translation>
    </message>
    <message>
        <source>The other's guess</source>
        <translation>对方猜</translation>
    </message>
    <message>
        <source>Stones counted</source>
        <translation>数出的棋子数</translation>
    </message>
    <message>
        <source>Choose who held the stones.</source>
        <translation>请选择抓子者。</translation>
    </message>
    <message>
        <source>The guess is right: %1 takes Black.</source>
        <translation>猜中：%1 执黑。</translation>
    </message>
    <message>
        <source>The guess is wrong: %1 takes Black.</source>
        <translation>未猜中：%1 执黑。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::ParticipationView</name>
    <message>
        <source>Ticked: plays the round. Untick a round not yet drawn to record an absence (no game, no bye); drawn rounds show their draw.</source>
        <translation>勾选：参加该轮。对尚未编排的轮次取消勾选即记为缺席（不对局、不轮空）；已编排的轮次显示其编排。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>played</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>Round %1 is drawn: its draw says who plays.</source>
        <translation>第 %1 轮已编排：参赛者以编排为准。</translation>
    </message>
    <message>
        <source>%1: the absences were changed at another desk; shown as stored there. Tick again if needed.</source>
        <translation>%1：缺席情况已在另一台电脑上修改；现显示其保存的内容。如需修改请重新勾选。</translation>
    </message>
    <message>
        <source>%1 plays round %2</source>
        <translation>%1 参加第 %2 轮</translation>
    </message>
    <message>
        <source>%1 is absent in round %2</source>
        <translation>%1 第 %2 轮缺席</translation>
    </message>
</context>
<context>
    <name>tengen::desk::PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>修改棋手</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>登记棋手</translation>
    </message>
    <message>
        <source>e.g. 3d, 12k, 2p, 3段, 2级</source>
        <translation>如 3d、12k、2p、3段、2级</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>e.g. 2,3</source>
        <translation>如 2,3</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>已报名</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已报到</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>拼音/拉丁名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD 编号</translation>
    </message>
    <message>
        <source>Absent in rounds</source>
        <translation>缺席轮次</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>棋手必须有姓名。</translation>
    </message>
    <message>
        <source>'%1' is not a rank (30k..1k, 1d..9d, 1p..9p, 3段, 2级).</source>
        <translation>“%1”不是段级位（30k..1k、1d..9d、1p..9p、3段、2级）。</translation>
    </message>
    <message>
        <source>'%1' is not a rating (a whole number).</source>
        <translation>“%1”不是等级分（应为整数）。</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD).</source>
        <translation>“%1”不是日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>'%1' is not a list of round numbers.</source>
        <translation>“%1”不是轮次列表。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::PlayersModel</name>
    <message>
        <source>registered</source>
        <translation>已报名</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已报到</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>拼音/拉丁名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Absent in rounds</source>
        <translation>缺席轮次</translation>
    </message>
</context>
<context>
    <name>tengen::desk::PlayersView</name>
    <message>
        <source>&amp;Add player...</source>
        <translation>登记棋手(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>修改(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>退赛(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Import CSV...</source>
        <translation>导入 CSV(&amp;I)...</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名棋手</numerusform>
        </translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>登记棋手</translation>
    </message>
    <message>
        <source>Edit player</source>
        <translation>修改棋手</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>退赛</translation>
    </message>
    <message>
        <source>Withdraw %1 from the rest of the event? Games already played stay.</source>
        <translation>让 %1 退出后续比赛？已下的对局保留。</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>导入棋手</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation>%1：无法读取文件</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s); nothing was imported.</source>
        <translation>
            <numerusform>共 %n 处错误，未导入任何棋手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Search: name, pinyin or initials (zhang, zs), Latin name, club, id, rank...</source>
        <translation>搜索：姓名、拼音或首字母（zhang、zs）、拉丁拼写、单位、编号、段位……</translation>
    </message>
    <message>
        <source>A&amp;bsences...</source>
        <translation>缺席(&amp;B)...</translation>
    </message>
    <message>
        <source>Import &amp;OpenGotha...</source>
        <translation>导入 OpenGotha(&amp;O)...</translation>
    </message>
    <message>
        <source>An OpenGotha tournament file into this event while it has no players and no rounds: settings, players, rounds and results.</source>
        <translation>将 OpenGotha 比赛文件导入本比赛（仅当尚无棋手和轮次时）：设置、棋手、轮次和成绩。</translation>
    </message>
    <message>
        <source>%1 registered.</source>
        <translation>%1 已报名。</translation>
    </message>
    <message>
        <source>Late entry: %1 registered after the draw of round %2. Missed rounds %3 count as absences (scored as the event's convention scores an absence); %1 is paired from the next draw on.</source>
        <translation>迟到报名：%1 在第 %2 轮编排后报名。错过的第 %3 轮按缺席计（按本比赛的缺席计分办法）；%1 从下一轮编排起参加。</translation>
    </message>
    <message>
        <source>Absences</source>
        <translation>缺席</translation>
    </message>
    <message>
        <source>Import OpenGotha tournament</source>
        <translation>导入 OpenGotha 比赛</translation>
    </message>
    <message>
        <source>OpenGotha files (*.xml);;All files (*)</source>
        <translation>OpenGotha 文件 (*.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import OpenGotha</source>
        <translation>导入 OpenGotha</translation>
    </message>
    <message>
        <source>%1 is not an OpenGotha tournament file: %2</source>
        <translation>%1 不是 OpenGotha 比赛文件：%2</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and %1 round(s) from %2.</source>
        <translation>
            <numerusform>已从 %2 导入 %n 名棋手和 %1 轮。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s), e.g. %1</source>
        <translation>
            <numerusform>%n 条提示，例如：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Late entries: %n player(s) imported after the draw of round %1; the rounds already drawn count as their absences.</source>
        <translation>
            <numerusform>迟到报名：第 %1 轮编排后导入 %n 名棋手；已编排的轮次按其缺席计。</numerusform>
        </translation>
    </message>
    <message>
        <source>Register from &amp;rating list...</source>
        <translation>从等级分名单登记(&amp;R)...</translation>
    </message>
    <message>
        <source>Register from rating list</source>
        <translation>从等级分名单登记</translation>
    </message>
    <message>
        <source>%1 (EGD PIN %2) is already registered as player %3.</source>
        <translation>%1（EGD 编号 %2）已登记为 %3 号棋手。</translation>
    </message>
    <message>
        <source>%1: the player as stored at the other desk was kept.</source>
        <translation>%1：已保留另一台终端保存的棋手信息。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Latin name</source>
        <translation>拼音/拉丁名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段级位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>俱乐部</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>出生日期</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <translation>EGD 编号</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Absent in rounds</source>
        <translation>缺席轮次</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Player changed meanwhile</source>
        <translation>棋手信息已被他人修改</translation>
    </message>
    <message>
        <source>%1 was changed at another desk while you were editing. Choose, field by field, the value to keep; fields not listed agree.</source>
        <translation>您编辑期间，%1 的信息已在另一台终端被修改。请逐项选择要保留的值；未列出的项目两边一致。</translation>
    </message>
    <message>
        <source>%1: the absences as stored at the other desk were kept.</source>
        <translation>%1：已保留另一台终端存储的缺席轮次。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Absences changed meanwhile</source>
        <translation>缺席轮次已被修改</translation>
    </message>
    <message>
        <source>The absences of %1 were changed at another desk while you were editing them. Keep the stored ones or overwrite them with yours?</source>
        <translation>您编辑期间，%1 的缺席轮次已在另一台终端被修改。保留已存储的，还是用您的覆盖？</translation>
    </message>
</context>
<context>
    <name>tengen::desk::RatingListDialog</name>
    <message>
        <source>Register from rating list</source>
        <translation>从等级分名单登记</translation>
    </message>
    <message>
        <source>No list chosen.</source>
        <translation>尚未选择名单。</translation>
    </message>
    <message>
        <source>&amp;Choose list...</source>
        <translation>选择名单(&amp;C)...</translation>
    </message>
    <message>
        <source>EGD allworld_lp.html, FFG ech_ffg_V3.txt or AGA TDListA.txt</source>
        <translation>EGD allworld_lp.html、FFG ech_ffg_V3.txt 或 AGA TDListA.txt</translation>
    </message>
    <message>
        <source>Start of the name (surname or given name first) or the id</source>
        <translation>姓名开头（姓或名在前均可）或编号</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>登记(&amp;R)</translation>
    </message>
    <message>
        <source>Choose rating list</source>
        <translation>选择等级分名单</translation>
    </message>
    <message>
        <source>Rating lists (*.html *.htm *.txt);;All files (*)</source>
        <translation>等级分名单 (*.html *.htm *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation>%1：无法读取文件</translation>
    </message>
    <message>
        <source>%1 is not a rating list (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA).</source>
        <translation>%1 不是可识别的等级分名单（EGD allworld_lp、FFG ech_ffg_V3、AGA TDListA）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n entries)</source>
        <translation>
            <numerusform>%1（%2，%n 条）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be read and were skipped, e.g. line %1: %2</source>
        <translation>
            <numerusform>%n 行无法读取，已跳过，例如第 %1 行：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>More than %1 entries match; type more of the name.</source>
        <translation>匹配条目超过 %1 条，请输入更多姓名。</translation>
    </message>
    <message>
        <source>%1 has no rating in the list; register the player with Add player... and the rank.</source>
        <translation>%1 在名单中没有等级分；请用“登记棋手...”并填写段级位。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::RefereeView</name>
    <message>
        <source>Entry %1 (round %2 board %3) was written for player %4, but player %5 sits there now: the warning must not count for someone else.</source>
        <translation>第 %1 条记录（第 %2 轮第 %3 台）记在棋手 %4 名下，但现在坐在该位置的是棋手 %5：警告不得算到他人头上。</translation>
    </message>
    <message>
        <source>The PDF could not be written: %1</source>
        <translation>无法写入 PDF：%1</translation>
    </message>
    <message>
        <source>Board no., Enter</source>
        <translation>台号，回车</translation>
    </message>
    <message>
        <source>Type a board number.</source>
        <translation>请输入台号。</translation>
    </message>
    <message>
        <source>Ruling &amp;slip...</source>
        <translation>裁决单(&amp;S)...</translation>
    </message>
    <message>
        <source>Slip as &amp;PDF...</source>
        <translation>裁决单存为 PDF(&amp;P)...</translation>
    </message>
    <message>
        <source>Correction (更正)</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>Appeal outcome (申诉裁决)</source>
        <translation>申诉裁决</translation>
    </message>
    <message>
        <source>&amp;Reverse entry</source>
        <translation>撤销记录(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Amend to chosen infraction</source>
        <translation>改判为所选犯规(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Uphold</source>
        <translation>维持(&amp;U)</translation>
    </message>
    <message>
        <source>Select a ledger entry first.</source>
        <translation>请先选择一条裁判记录。</translation>
    </message>
    <message>
        <source>Result: B+R, W+, jigo, both-lose...</source>
        <translation>结果：B+R、W+、jigo、both-lose 等</translation>
    </message>
    <message>
        <source>&amp;Override result</source>
        <translation>改判结果(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Verify ledger</source>
        <translation>校验裁判记录(&amp;V)</translation>
    </message>
    <message>
        <source>Chief referee (裁判长)</source>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>What happened (required for "other")</source>
        <translation>情况说明（“其他犯规”必填）</translation>
    </message>
    <message>
        <source>Log &amp;infraction</source>
        <translation>记录犯规(&amp;I)</translation>
    </message>
    <message>
        <source>Log an infraction</source>
        <translation>记录犯规</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>犯规方</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>裁判员</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Rules edition: %1</source>
        <translation>规则版本：%1</translation>
    </message>
    <message>
        <source>%1: %2 – %3</source>
        <translation>%1：%2 – %3</translation>
    </message>
    <message>
        <source>Round %1 has no draw.</source>
        <translation>第 %1 轮没有编排。</translation>
    </message>
    <message>
        <source>Round %1 has no board %2.</source>
        <translation>第 %1 轮没有第 %2 台。</translation>
    </message>
    <message>
        <source>No round has been drawn yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
    <message>
        <source>Black: %1</source>
        <translation>黑方：%1</translation>
    </message>
    <message>
        <source>White: %1</source>
        <translation>白方：%1</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>尚无结果</translation>
    </message>
    <message>
        <source>%1 by referee (ledger entry %2)</source>
        <translation>%1（裁判判定，记录 %2）</translation>
    </message>
    <message>
        <source>Round %1, board %2 — Black: %3 · White: %4 — Result: %5</source>
        <translation>第 %1 轮第 %2 台 — 黑方：%3 · 白方：%4 — 结果：%5</translation>
    </message>
    <message>
        <source>Black: %1 warning(s) (警告), %2 advice (劝告) · White: %3 warning(s), %4 advice</source>
        <translation>黑方：警告 %1 次，劝告 %2 次 · 白方：警告 %3 次，劝告 %4 次</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>犯规</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>罚则</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>reversed (#%1)</source>
        <translation>已撤销（#%1）</translation>
    </message>
    <message>
        <source>amended (#%1)</source>
        <translation>已改判（#%1）</translation>
    </message>
    <message>
        <source>upheld (#%1)</source>
        <translation>维持（#%1）</translation>
    </message>
    <message>
        <source>Choose a game first.</source>
        <translation>请先选择对局。</translation>
    </message>
    <message>
        <source>Choose an infraction from the catalogue.</source>
        <translation>请从犯规目录中选择犯规。</translation>
    </message>
    <message>
        <source>Entry %1: %2 — %3. %4 now has %5 warning(s) and %6 advice in this game.</source>
        <translation>记录 %1：%2 — %3。%4本局已警告 %5 次，劝告 %6 次。</translation>
    </message>
    <message>
        <source>Entry %1: %2</source>
        <translation>记录 %1：%2</translation>
    </message>
    <message>
        <source>'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)</source>
        <translation>“%1”不是有效的结果（B+R、W+T、B+F、B+3.5、W+、jigo、both-lose 等）</translation>
    </message>
    <message>
        <source>Ledger intact: %1 entries, head %2; every game's result agrees with it.</source>
        <translation>裁判记录完好：共 %1 条，链尾 %2；各局结果与之一致。</translation>
    </message>
    <message>
        <source>Entry %1 has been altered: its content no longer matches its hash.</source>
        <translation>记录 %1 已被改动：内容与其哈希值不符。</translation>
    </message>
    <message>
        <source>Entry %1 does not link to the entry before it.</source>
        <translation>记录 %1 与前一条记录的链接断开。</translation>
    </message>
    <message>
        <source>Entry %1: the numbering has a gap.</source>
        <translation>记录 %1：编号不连续。</translation>
    </message>
    <message>
        <source>Round %1 board %2: the stored result is %3 but the ledger says %4.</source>
        <translation>第 %1 轮第 %2 台：存储的结果为 %3，但裁判记录判定为 %4。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The ledger does not verify:</source>
        <translation>裁判记录校验未通过：</translation>
    </message>
    <message>
        <source>Save ruling slip</source>
        <translation>保存裁决单</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Ruling slip saved to %1</source>
        <translation>裁决单已保存到 %1</translation>
    </message>
    <message>
        <source>Clock: none started for this board.</source>
        <translation>计时：本台尚未开始计时。</translation>
    </message>
    <message>
        <source>%1 (flag fallen)</source>
        <translation>%1（已超时）</translation>
    </message>
    <message>
        <source>Clock: Black %1 · White %2</source>
        <translation>计时：黑方 %1 · 白方 %2</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>轮黑方行棋</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>轮白方行棋</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>tengen::desk::ResultsView</name>
    <message>
        <source>Round %1 board %2: %3 cannot happen with komi %4: with a whole-point komi every margin is a whole number of points.</source>
        <translation>第 %1 轮第 %2 台：贴目 %4 时不可能出现 %3：贴整目时胜负目数必为整数。</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3 cannot happen with komi %4: with a half-point komi every margin ends in .5.</source>
        <translation>第 %1 轮第 %2 台：贴目 %4 时不可能出现 %3：贴半目时胜负目数必带半目。</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3 cannot happen with komi %4: a half-point komi leaves no jigo (和棋).</source>
        <translation>第 %1 轮第 %2 台：贴目 %4 时不可能出现 %3：贴半目不会和棋。</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3 → %4</source>
        <translation>第 %1 轮 第 %2 台：%3 → %4</translation>
    </message>
    <message>
        <source>Board and result, then Enter: 12 b, 12 w+3.5, 12 =, 12 --, 12 ?</source>
        <translation>台号和结果，回车确认：12 b（黑胜）、12 w+3.5、12 =（和棋）、12 --（双负）、12 ?（清除）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>&lt;no changes yet&gt;</source>
        <translation>&lt;尚无修改&gt;</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>No round has been drawn yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
    <message>
        <source> (by referee)</source>
        <translation>（裁判判定）</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) missing</source>
        <translation>
            <numerusform>尚缺 %n 个结果</numerusform>
        </translation>
    </message>
    <message>
        <source>All results are in.</source>
        <translation>结果已全部录入。</translation>
    </message>
    <message>
        <source>'%1' is not understood: type the board number and the result, e.g. 12 b, 12 w+3.5, 12 =</source>
        <translation>无法识别“%1”：请输入台号和结果，如 12 b、12 w+3.5、12 =</translation>
    </message>
    <message>
        <source>Round %1 has no board %2.</source>
        <translation>第 %1 轮没有第 %2 台。</translation>
    </message>
    <message>
        <source>Board %1: the referee ruled %2 (ledger entry %3); only the chief referee can change it.</source>
        <translation>第 %1 台：裁判已判定 %2（记录第 %3 条），只有裁判长可以更改。</translation>
    </message>
    <message>
        <source>a replay</source>
        <translation>重赛</translation>
    </message>
    <message>
        <source>Decided by the referee (ledger entry %1); only the chief referee can change it in the Referee tab.</source>
        <translation>由裁判判定（记录 %1）；只有裁判长可在“裁判”页改判。</translation>
    </message>
    <message>
        <source> (waiting to be sent)</source>
        <translation>（等待发送）</translation>
    </message>
    <message numerus="yes">
        <source>Offline: %n result(s) kept here, sent when the connection is back.</source>
        <translation>
            <numerusform>离线：%n 个结果暂存在本机，连接恢复后发送。</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 board %2: the result stored at the other desk was kept.</source>
        <translation>第%1轮第%2台：已保留另一台终端保存的结果。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>decided by referee %1 at %2</source>
        <translation>由裁判 %1 于 %2 判定</translation>
    </message>
    <message>
        <source>entered at another desk; who and when are not recorded</source>
        <translation>在另一台终端录入；录入人和时间未记录</translation>
    </message>
    <message>
        <source>Result changed meanwhile</source>
        <translation>结果已被他人修改</translation>
    </message>
    <message>
        <source>Round %1 board %2 was changed at another desk after this desk showed it. Keep the result stored now, or overwrite it with the one you typed?</source>
        <translation>第%1轮第%2台的结果在本终端显示后已在另一台终端被修改。保留现存结果，还是用您输入的结果覆盖？</translation>
    </message>
    <message>
        <source>Hi&amp;story</source>
        <translation>历史(&amp;S)</translation>
    </message>
    <message>
        <source>The corrections of the selected game: when, old and new result, why and by whom</source>
        <translation>所选对局的更正记录：时间、原结果与新结果、原因及操作人</translation>
    </message>
    <message>
        <source>Corrections:</source>
        <translation>更正记录：</translation>
    </message>
    <message>
        <source>%1: %2 → %3, reason: %4 (%5)</source>
        <translation>%1：%2 → %3，原因：%4（%5）</translation>
    </message>
    <message>
        <source>Select a game to see its corrections.</source>
        <translation>请选择一局以查看其更正记录。</translation>
    </message>
    <message>
        <source>Round %1 board %2: corrections</source>
        <translation>第 %1 轮第 %2 台：更正记录</translation>
    </message>
    <message>
        <source>The result of this game has not been corrected.</source>
        <translation>该局结果未被更正过。</translation>
    </message>
    <message>
        <source>Round %1 board %2 already has the result %3: a correction needs a reason. Nothing was changed.</source>
        <translation>第 %1 轮第 %2 台已有结果 %3：更正必须说明理由。未作任何修改。</translation>
    </message>
    <message>
        <source>Round %1 board %2: result stored, but its nigiri (猜先) is still pending: check who played Black and record the nigiri in the Rounds tab.</source>
        <translation>第 %1 轮第 %2 台：结果已保存，但该台尚未记录猜先：请核实谁执黑，并在“轮次”页记录猜先。</translation>
    </message>
    <message>
        <source>Round %1 board %2 keeps the referee's result %3 (ledger entry %4): the ledger decides this game, nothing was changed.</source>
        <translation>第 %1 轮第 %2 台保持裁判判定的结果 %3（裁判记录第 %4 条）：本局由裁判记录决定，未作修改。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::RoundsView</name>
    <message>
        <source>Round %1 has referee ledger entries (裁判记录) or board clocks on boards %2: it cannot be redrawn or removed, so that no warning passes to someone else.</source>
        <translation>第 %1 轮第 %2 台已有裁判记录或棋钟记录：不能重新编排或撤销，以免警告转到他人名下。</translation>
    </message>
    <message>
        <source>Board(s) %1 have referee ledger entries (裁判记录) or a board clock: their players stay where they sit, so that no warning passes to someone else.</source>
        <translation>第 %1 台已有裁判记录或棋钟记录：棋手不能换位，以免警告转到他人名下。</translation>
    </message>
    <message>
        <source>Draw ne&amp;xt round</source>
        <translation>编排下一轮(&amp;X)</translation>
    </message>
    <message>
        <source>Redraw &amp;this round</source>
        <translation>重新编排本轮(&amp;T)</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>重新编排</translation>
    </message>
    <message>
        <source>Replace the draw of round %1? Its results are discarded.</source>
        <translation>替换第 %1 轮的编排？该轮已录结果将被清除。</translation>
    </message>
    <message>
        <source>&amp;Remove draw</source>
        <translation>撤销编排(&amp;R)</translation>
    </message>
    <message>
        <source>Remove draw</source>
        <translation>撤销编排</translation>
    </message>
    <message>
        <source>Remove the draw of round %1 with its results?</source>
        <translation>撤销第 %1 轮的编排及其结果？</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台号</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>执色</translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>轮空：%1</translation>
    </message>
    <message>
        <source>Round %1 drawn: %2 games, %3 bye(s).</source>
        <translation>第 %1 轮已编排：%2 盘对局，%3 人轮空。</translation>
    </message>
    <message>
        <source>The draw of round %1 was removed.</source>
        <translation>第 %1 轮的编排已撤销。</translation>
    </message>
    <message>
        <source>Rounds are numbered from 1.</source>
        <translation>轮次从 1 开始编号。</translation>
    </message>
    <message>
        <source>The event has %1 rounds; round %2 cannot be drawn.</source>
        <translation>本比赛共 %1 轮，不能编排第 %2 轮。</translation>
    </message>
    <message>
        <source>Round %1 has no draw yet: draw it first.</source>
        <translation>第 %1 轮尚未编排，请先编排该轮。</translation>
    </message>
    <message>
        <source>Round %1 is already drawn: remove it before changing round %2.</source>
        <translation>第 %1 轮已编排：修改第 %2 轮前请先撤销它。</translation>
    </message>
    <message>
        <source>Round %1 is already drawn (use Redraw to replace it).</source>
        <translation>第 %1 轮已编排（如需替换请用“重新编排”）。</translation>
    </message>
    <message>
        <source>Round %1 still has games without a result (boards %2): enter them first.</source>
        <translation>第 %1 轮仍有对局未录结果（第 %2 台），请先录入。</translation>
    </message>
    <message>
        <source>No valid pairing for round %1: %2</source>
        <translation>第 %1 轮无法有效编排：%2</translation>
    </message>
    <message>
        <source>balance</source>
        <translation>黑白均衡</translation>
    </message>
    <message>
        <source>nigiri (猜先)</source>
        <translation>猜先</translation>
    </message>
    <message>
        <source>draw (抽签)</source>
        <translation>抽签</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>handicap (让子)</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Round %1 has no draw.</source>
        <translation>第 %1 轮没有编排。</translation>
    </message>
    <message>
        <source>Round %1 already has results.</source>
        <translation>第 %1 轮已有结果。</translation>
    </message>
    <message>
        <source>Select a board to see why its pair was made.</source>
        <translation>选择一台以查看其对阵理由。</translation>
    </message>
    <message>
        <source>&amp;Swap or pair players...</source>
        <translation>交换或指定对阵(&amp;S)...</translation>
    </message>
    <message>
        <source>Exchange two players' places, or make two players meet; the consequences are checked before saving.</source>
        <translation>交换两名棋手的位置，或指定两名棋手对阵；保存前检查其后果。</translation>
    </message>
    <message>
        <source>Swap &amp;White players</source>
        <translation>交换执白棋手(&amp;W)</translation>
    </message>
    <message>
        <source>Exchange the White players of the two selected boards.</source>
        <translation>交换所选两台的执白棋手。</translation>
    </message>
    <message>
        <source>&amp;Nigiri...</source>
        <translation>猜先(&amp;N)...</translation>
    </message>
    <message>
        <source>Record the nigiri (猜先) done at the selected board.</source>
        <translation>记录所选台次的猜先。</translation>
    </message>
    <message>
        <source>Pairings by board</source>
        <translation>对阵表（按台次）</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>对阵表（按姓名）</translation>
    </message>
    <message>
        <source>Result slips</source>
        <translation>成绩单</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>打印(&amp;P)...</translation>
    </message>
    <message>
        <source>P&amp;DF...</source>
        <translation>PDF(&amp;D)...</translation>
    </message>
    <message>
        <source>Pu&amp;blish...</source>
        <translation>发布(&amp;B)...</translation>
    </message>
    <message>
        <source>Save the document as an HTML page for a notice screen or website.</source>
        <translation>将文档另存为 HTML 页面，用于公告屏或网站。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Drawing round %1 for %2 players...</source>
        <translation>正在为 %2 名棋手编排第 %1 轮……</translation>
    </message>
    <message>
        <source>Drawing round %1: pairing %2 players...</source>
        <translation>正在编排第 %1 轮：配对 %2 名棋手……</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>编排</translation>
    </message>
    <message>
        <source>The draw failed: %1</source>
        <translation>编排失败：%1</translation>
    </message>
    <message>
        <source>Round %1: boards %2 changed by hand.</source>
        <translation>第 %1 轮：第 %2 台已人工调整。</translation>
    </message>
    <message>
        <source>%1 (board %2, Black)</source>
        <translation>%1（第 %2 台，执黑）</translation>
    </message>
    <message>
        <source>%1 (board %2, White)</source>
        <translation>%1（第 %2 台，执白）</translation>
    </message>
    <message>
        <source>%1 (bye)</source>
        <translation>%1（轮空）</translation>
    </message>
    <message>
        <source>Select two boards (Ctrl+click) to swap their White players.</source>
        <translation>请选择两台（Ctrl+单击）以交换其执白棋手。</translation>
    </message>
    <message>
        <source>Swap White players</source>
        <translation>交换执白棋手</translation>
    </message>
    <message>
        <source>Swap the White players of boards %1 and %2?</source>
        <translation>交换第 %1 台与第 %2 台的执白棋手？</translation>
    </message>
    <message>
        <source>Board %1: the guess was right; %2 takes Black.</source>
        <translation>第 %1 台：猜中；%2 执黑。</translation>
    </message>
    <message>
        <source>Board %1: the guess was wrong; %2 takes Black.</source>
        <translation>第 %1 台：未猜中；%2 执黑。</translation>
    </message>
    <message>
        <source>Select the board where the nigiri was done.</source>
        <translation>请选择进行猜先的台次。</translation>
    </message>
    <message>
        <source>The PDF could not be written: %1</source>
        <translation>无法写入 PDF：%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Published %1.</source>
        <translation>已发布 %1。</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>另存为 PDF</translation>
    </message>
    <message>
        <source>round-%1.pdf</source>
        <translation>第%1轮.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Publish as HTML</source>
        <translation>发布为 HTML</translation>
    </message>
    <message>
        <source>round-%1.html</source>
        <translation>第%1轮.html</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Round %1 is already drawn: round %2 can no longer be changed.</source>
        <translation>第 %1 轮已编排：第 %2 轮不能再修改。</translation>
    </message>
    <message>
        <source>Not in round %1: %2.</source>
        <translation>不在第 %1 轮中：%2。</translation>
    </message>
    <message>
        <source>Choose two different players or boards.</source>
        <translation>请选择两名不同的棋手或两个不同的台次。</translation>
    </message>
    <message>
        <source>%1 already play each other.</source>
        <translation>%1 已经对阵。</translation>
    </message>
    <message>
        <source>%1 both have the bye: there is no board to seat them.</source>
        <translation>%1 均轮空：没有可安排的台次。</translation>
    </message>
    <message>
        <source>Round %1 has no board %2.</source>
        <translation>第 %1 轮没有第 %2 台。</translation>
    </message>
    <message>
        <source>Board(s) %1 already have a result: delete it first.</source>
        <translation>第 %1 台已有结果：请先删除。</translation>
    </message>
    <message>
        <source>Round %1 was changed meanwhile (another desk?): look at it again.</source>
        <translation>第 %1 轮已被修改（其他工作台？）：请重新查看。</translation>
    </message>
    <message>
        <source>Board %1 is a handicap game: the weaker player takes Black, no nigiri.</source>
        <translation>第 %1 台为让子棋：弱者执黑，不猜先。</translation>
    </message>
    <message>
        <source>%1 does not play at board %2.</source>
        <translation>%1 不在第 %2 台对局。</translation>
    </message>
    <message>
        <source>%1 should hold the stones (the higher rank, or the older at equal ranks).</source>
        <translation>应由 %1 抓子（段位高者；同段位年长者）。</translation>
    </message>
    <message>
        <source>Board %1: equal ranks and the birth dates do not decide: say who held the stones.</source>
        <translation>第 %1 台：段位相同，出生日期也无法决定：请指明抓子者。</translation>
    </message>
    <message>
        <source>The count of stones is at least 1.</source>
        <translation>棋子数至少为 1。</translation>
    </message>
    <message>
        <source>nigiri done (已猜先): Black %1</source>
        <translation>已猜先：%1 执黑</translation>
    </message>
    <message>
        <source>nigiri pending (待猜先)</source>
        <translation>待猜先</translation>
    </message>
    <message>
        <source>Record the nigiri with "Nigiri..." once it is done at the board.</source>
        <translation>猜先完成后，请用“猜先...”记录。</translation>
    </message>
    <message>
        <source>Ni&amp;giri of all boards...</source>
        <translation>全部台次猜先(&amp;G)...</translation>
    </message>
    <message>
        <source>Record the nigiri (猜先) of many boards in one table.</source>
        <translation>在一张表中记录多台的猜先。</translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>第 %1 台：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n nigiri recorded.</source>
        <translation>
            <numerusform>已记录 %n 台猜先。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation>未记录：%1</translation>
    </message>
    <message>
        <source>No board of this round waits for a nigiri.</source>
        <translation>本轮没有待猜先的台次。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::RulesEditor</name>
    <message>
        <source>Chinese rules 2002 (中国围棋竞赛规则)</source>
        <translation>中国围棋竞赛规则（2002）</translation>
    </message>
    <message>
        <source>Japanese rules</source>
        <translation>日本规则</translation>
    </message>
    <message>
        <source>Korean rules</source>
        <translation>韩国规则</translation>
    </message>
    <message>
        <source>2002 rules (default)</source>
        <translation>2002 年版（默认）</translation>
    </message>
    <message>
        <source>Older edition (1988)</source>
        <translation>旧版（1988 年）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盘路数</translation>
    </message>
    <message>
        <source>Komi (贴目, points)</source>
        <translation>贴目（目数）</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时规定</translation>
    </message>
    <message>
        <source>Referee edition</source>
        <translation>裁判规则版本</translation>
    </message>
</context>
<context>
    <name>tengen::desk::ScoringEditor</name>
    <message>
        <source>2-1-0 (win 2, jigo 1)</source>
        <translation>2-1-0（胜2分，和1分）</translation>
    </message>
    <message>
        <source>EGF 1-½-0 (jigo ½)</source>
        <translation>EGF 1-½-0（和棋½分）</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Tie-break order</source>
        <translation>名次区分顺序</translation>
    </message>
</context>
<context>
    <name>tengen::desk::Speech</name>
    <message>
        <source>voice off</source>
        <translation>语音关闭</translation>
    </message>
    <message>
        <source>voice off: espeak-ng is not installed</source>
        <translation>语音关闭：未安装 espeak-ng</translation>
    </message>
    <message>
        <source>voice off: no audio output device</source>
        <translation>语音关闭：没有音频输出设备</translation>
    </message>
    <message>
        <source>voice off: the audio device cannot play 22 kHz mono</source>
        <translation>语音关闭：音频设备不能播放 22 kHz 单声道</translation>
    </message>
    <message>
        <source>voice off: the audio output could not be opened</source>
        <translation>语音关闭：无法打开音频输出</translation>
    </message>
    <message>
        <source>voice off: espeak-ng could not be started</source>
        <translation>语音关闭：无法启动 espeak-ng</translation>
    </message>
</context>
<context>
    <name>tengen::desk::StandingsView</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>打印(&amp;P)...</translation>
    </message>
    <message>
        <source>After round</source>
        <translation>截至轮次</translation>
    </message>
    <message>
        <source>No round has been drawn yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
    <message>
        <source>Standings, CSV</source>
        <translation>排名，CSV</translation>
    </message>
    <message>
        <source>Standings, JSON</source>
        <translation>排名，JSON</translation>
    </message>
    <message>
        <source>Standings, web page (HTML)</source>
        <translation>排名，网页（HTML）</translation>
    </message>
    <message>
        <source>Standings, PDF</source>
        <translation>排名，PDF</translation>
    </message>
    <message>
        <source>Crosstable, web page (HTML)</source>
        <translation>成绩交叉表，网页（HTML）</translation>
    </message>
    <message>
        <source>Crosstable, PDF</source>
        <translation>成绩交叉表，PDF</translation>
    </message>
    <message>
        <source>Crosstable, plain text</source>
        <translation>成绩交叉表，纯文本</translation>
    </message>
    <message>
        <source>EGF results (h9)</source>
        <translation>EGF 成绩（h9）</translation>
    </message>
    <message>
        <source>AGA results</source>
        <translation>AGA 成绩</translation>
    </message>
    <message>
        <source>OpenGotha tournament (XML)</source>
        <translation>OpenGotha 比赛（XML）</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成绩交叉表</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>导出(&amp;X)...</translation>
    </message>
    <message>
        <source>%1: not written: %2</source>
        <translation>%1：未能写入：%2</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s), e.g. %1</source>
        <translation>
            <numerusform>%n 条提示，例如：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>导出排名</translation>
    </message>
</context>
<context>
    <name>tengen::desk::SwapDialog</name>
    <message>
        <source>Swap or pair players</source>
        <translation>交换或指定对阵</translation>
    </message>
    <message>
        <source>Exchange their places</source>
        <translation>交换两人位置</translation>
    </message>
    <message>
        <source>Make them play each other</source>
        <translation>让两人对阵</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>调整</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>and player</source>
        <translation>与棋手</translation>
    </message>
    <message>
        <source>Choose two players.</source>
        <translation>请选择两名棋手。</translation>
    </message>
    <message>
        <source>Save despite the warnings</source>
        <translation>不顾警告仍保存</translation>
    </message>
</context>
<context>
    <name>tengen::desk::SystemEditor</name>
    <message>
        <source>Swiss (积分编排)</source>
        <translation>积分编排（瑞士制）</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麦克马洪制</translation>
    </message>
    <message>
        <source>Round robin (循环赛)</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Knockout (淘汰赛)</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>Handicap from the McMahon score difference</source>
        <translation>按麦克马洪分之差让子</translation>
    </message>
    <message>
        <source>Double round robin (colours reversed)</source>
        <translation>双循环（第二循环交换黑白）</translation>
    </message>
    <message>
        <source>Third-place game</source>
        <translation>三四名决赛</translation>
    </message>
    <message>
        <source>Bar (top group from)</source>
        <translation>上限（顶组起点）</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>Handicap reduction (stones)</source>
        <translation>让子递减（子数）</translation>
    </message>
    <message>
        <source>Handicap ceiling (stones)</source>
        <translation>让子上限（子数）</translation>
    </message>
    <message>
        <source>Pairing system</source>
        <translation>编排制度</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
</context>
<context>
    <name>tengen::desk::TieBreakList</name>
    <message>
        <source>Checked criteria decide the places, top first. Drag to reorder.</source>
        <translation>勾选的项目依次决定名次，上面的优先。拖动可调整顺序。</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Default order</source>
        <translation>默认顺序</translation>
    </message>
</context>
<context>
    <name>tengen::desk::TimeControlEdit</name>
    <message>
        <source>Accepted forms:</source>
        <translation>可用格式：</translation>
    </message>
    <message>
        <source>No clock: type a time control such as chinese:120m,reserve=5.</source>
        <translation>未设计时：请输入用时规定，如 chinese:120m,reserve=5。</translation>
    </message>
    <message>
        <source>Not a time control: %1</source>
        <translation>用时规定无效：%1</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>基本时间：</translation>
    </message>
    <message>
        <source>Each period:</source>
        <translation>每次读秒：</translation>
    </message>
    <message>
        <source>To the flag:</source>
        <translation>至超时：</translation>
    </message>
    <message>
        <source>Last period:</source>
        <translation>最后一次读秒：</translation>
    </message>
</context>
</TS>
