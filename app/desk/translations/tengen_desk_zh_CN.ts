<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>the header has no &apos;%1&apos; column</source>
        <translation>标题行缺少“%1”列</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos;</source>
        <translation>未知的列“%1”</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; appears twice</source>
        <translation>列“%1”重复</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is empty</source>
        <translation>“%1”为空</translation>
    </message>
    <message>
        <source>bad rank &apos;%1&apos;</source>
        <translation>段级位无效：“%1”</translation>
    </message>
    <message>
        <source>bad rating &apos;%1&apos;</source>
        <translation>等级分无效：“%1”</translation>
    </message>
    <message>
        <source>bad date &apos;%1&apos; (YYYY-MM-DD)</source>
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
    <name>tengen::desk::EventView</name>
    <message>
        <source>Event name</source>
        <translation>比赛名称</translation>
    </message>
    <message>
        <source>Dates set</source>
        <translation>已定日期</translation>
    </message>
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
        <source>2-1-0 (win 2, jigo 1)</source>
        <translation>2-1-0（胜2分，和1分）</translation>
    </message>
    <message>
        <source>1-0 (jigo ½)</source>
        <translation>1-0（和棋½）</translation>
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
        <source>Saved.</source>
        <translation>已保存。</translation>
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
        <source>Event name:</source>
        <translation>比赛名称：</translation>
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
        <source>&apos;%1&apos; is not a rank (30k..1k, 1d..9d, 1p..9p, 3段, 2级).</source>
        <translation>“%1”不是段级位（30k..1k、1d..9d、1p..9p、3段、2级）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating (a whole number).</source>
        <translation>“%1”不是等级分（应为整数）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD).</source>
        <translation>“%1”不是日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of round numbers.</source>
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
</context>
<context>
    <name>tengen::desk::PlayersView</name>
    <message>
        <source>Filter by name, club, country, rank...</source>
        <translation>按姓名、单位、国家、段位筛选...</translation>
    </message>
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
</context>
<context>
    <name>tengen::desk::ResultsView</name>
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
        <source>&apos;%1&apos; is not understood: type the board number and the result, e.g. 12 b, 12 w+3.5, 12 =</source>
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
        <source> (waiting to be sent)</source>
        <translation>（等待发送）</translation>
    </message>
    <message numerus="yes">
        <source>Offline: %n result(s) kept here, sent when the connection is back.</source>
        <translation>
            <numerusform>离线：%n 个结果暂存在本机，连接恢复后发送。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::RoundsView</name>
    <message>
        <source>&amp;Draw next round</source>
        <translation>编排下一轮(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;draw this round</source>
        <translation>重新编排本轮(&amp;E)</translation>
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
</context>
<context>
    <name>tengen::desk::StandingsView</name>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
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
</context>
</TS>
