<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CliWords</name>
    <message>
        <source>bad time control '%1': %2</source>
        <comment>bench.clock.bad-spec</comment>
        <translation>用时规定“%1”无效：%2</translation>
    </message>
    <message>
        <source>%1 boards, %2 s real time, control %3</source>
        <comment>bench.clock.run</comment>
        <translation>%1 台棋钟，实时 %2 秒，用时 %3</translation>
    </message>
    <message>
        <source>delivered: %1 calls, %2 flags; %3 moves, %4 wake-ups, %5 games restarted</source>
        <comment>bench.clock.counts</comment>
        <translation>已送出：读秒 %1 次，超时 %2 次；落子 %3 步，唤醒 %4 次，重开 %5 局</translation>
    </message>
    <message>
        <source>call lateness: mean %1 ms, p99 %2 ms, worst %3 ms</source>
        <comment>bench.clock.late-calls</comment>
        <translation>读秒延迟：平均 %1 毫秒，p99 %2 毫秒，最大 %3 毫秒</translation>
    </message>
    <message>
        <source>flag lateness: mean %1 ms, p99 %2 ms, worst %3 ms</source>
        <comment>bench.clock.late-flags</comment>
        <translation>超时判负延迟：平均 %1 毫秒，p99 %2 毫秒，最大 %3 毫秒</translation>
    </message>
    <message>
        <source>CPU: %1 s user+system over %2 s wall = %3 % of one core</source>
        <comment>bench.clock.cpu</comment>
        <translation>CPU：用户+系统 %1 秒 / 实耗 %2 秒 = 单核的 %3 %</translation>
    </message>
    <message>
        <source>recovery: reopened and rebuilt %1 running clocks from %2 journal rows in %3 ms</source>
        <comment>bench.clock.recovery</comment>
        <translation>恢复：重新打开并由 %2 条日志重建 %1 台运行中的棋钟，用时 %3 毫秒</translation>
    </message>
    <message>
        <source>run many boards' clocks in real time with one scheduler</source>
        <comment>bench.clock.help</comment>
        <translation>以一个调度器实时运行多台棋钟</translation>
    </message>
    <message>
        <source>number of boards</source>
        <comment>bench.clock.boards</comment>
        <translation>棋盘数</translation>
    </message>
    <message>
        <source>length of the real-time run in seconds</source>
        <comment>bench.clock.seconds</comment>
        <translation>实时运行的秒数</translation>
    </message>
    <message>
        <source>time control of every board (short, so calls and flags happen)</source>
        <comment>bench.clock.control</comment>
        <translation>每台棋钟的用时规定（宜短，以便出现读秒与超时）</translation>
    </message>
    <message>
        <source>seed of the players' thinking times</source>
        <comment>bench.clock.seed</comment>
        <translation>棋手思考时间的随机种子</translation>
    </message>
    <message>
        <source>new event file: journal every clock event there before acting on it, then measure recovery</source>
        <comment>bench.clock.store</comment>
        <translation>新比赛文件：每个计时事件先写入该文件再生效，最后测量恢复时间</translation>
    </message>
    <message>
        <source>time the draw of generated tournaments</source>
        <comment>bench.pairing.help</comment>
        <translation>测试随机生成比赛的编排耗时</translation>
    </message>
    <message>
        <source>number of players</source>
        <comment>bench.pairing.players</comment>
        <translation>棋手人数</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <comment>bench.pairing.rounds</comment>
        <translation>轮数</translation>
    </message>
    <message>
        <source>swiss, mcmahon, round-robin or knockout</source>
        <comment>bench.pairing.system</comment>
        <translation>swiss、mcmahon、round-robin 或 knockout</translation>
    </message>
    <message>
        <source>random seed</source>
        <comment>bench.pairing.seed</comment>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>unknown system '%1'</source>
        <comment>bench.pairing.bad-system</comment>
        <translation>未知赛制“%1”</translation>
    </message>
    <message>
        <source>Round</source>
        <comment>bench.pairing.col.round</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Seconds</source>
        <comment>bench.pairing.col.seconds</comment>
        <translation>秒</translation>
    </message>
    <message>
        <source>CPU s</source>
        <comment>bench.pairing.col.cpu</comment>
        <translation>CPU 秒</translation>
    </message>
    <message>
        <source>Solves</source>
        <comment>bench.pairing.col.solves</comment>
        <translation>求解次数</translation>
    </message>
    <message>
        <source>Certificate rounds</source>
        <comment>bench.pairing.col.certificate</comment>
        <translation>证明轮数</translation>
    </message>
    <message>
        <source>Pairs added</source>
        <comment>bench.pairing.col.added</comment>
        <translation>新增对</translation>
    </message>
    <message>
        <source>Pairs checked</source>
        <comment>bench.pairing.col.checked</comment>
        <translation>检查对数</translation>
    </message>
    <message>
        <source>Edges</source>
        <comment>bench.pairing.col.edges</comment>
        <translation>边数</translation>
    </message>
    <message>
        <source>round %1: no valid pairing</source>
        <comment>bench.pairing.failed</comment>
        <translation>第 %1 轮无法编排</translation>
    </message>
    <message>
        <source>%1 players, %2: mean %3 s per round, max %4 s</source>
        <comment>bench.pairing.summary</comment>
        <translation>%1 名棋手，%2：平均每轮 %3 秒，最长 %4 秒</translation>
    </message>
    <message>
        <source>time parsing and searching a generated rating list</source>
        <comment>bench.ratings.help</comment>
        <translation>测试解析与检索随机生成的等级分名单的耗时</translation>
    </message>
    <message>
        <source>number of entries</source>
        <comment>bench.ratings.entries</comment>
        <translation>条目数</translation>
    </message>
    <message>
        <source>number of searches of each kind</source>
        <comment>bench.ratings.queries</comment>
        <translation>每类检索次数</translation>
    </message>
    <message>
        <source>egd, ffg or aga</source>
        <comment>bench.ratings.format</comment>
        <translation>egd、ffg 或 aga</translation>
    </message>
    <message>
        <source>unknown rating list format '%1' (egd, ffg, aga)</source>
        <comment>bench.ratings.bad-format</comment>
        <translation>未知的名单格式“%1”（egd、ffg、aga）</translation>
    </message>
    <message>
        <source>%1 list, %2 entries (%3 MB): parse and index %4 s</source>
        <comment>bench.ratings.parsed</comment>
        <translation>%1 名单，%2 条（%3 MB）：解析与建索引 %4 秒</translation>
    </message>
    <message>
        <source>name prefix search: %1 queries, mean %2 µs, max %3 µs, %4 matches on average (limit 50)</source>
        <comment>bench.ratings.search</comment>
        <translation>姓名前缀检索：%1 次，平均 %2 微秒，最长 %3 微秒，平均 %4 条匹配（上限 50）</translation>
    </message>
    <message>
        <source>id lookup: %1 queries, mean %2 µs, max %3 µs</source>
        <comment>bench.ratings.ids</comment>
        <translation>编号查找：%1 次，平均 %2 微秒，最长 %3 微秒</translation>
    </message>
    <message>
        <source>standings with every tie-break for a large synthetic tournament</source>
        <comment>bench.reports.help</comment>
        <translation>为大型模拟比赛计算含全部小分的排名</translation>
    </message>
    <message>
        <source>number of players</source>
        <comment>bench.reports.players</comment>
        <translation>棋手人数</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <comment>bench.reports.rounds</comment>
        <translation>轮数</translation>
    </message>
    <message>
        <source>times each measurement is repeated (the best is reported)</source>
        <comment>bench.reports.repeat</comment>
        <translation>每项重复次数（报告最快一次）</translation>
    </message>
    <message>
        <source>seed of the synthetic results</source>
        <comment>bench.reports.seed</comment>
        <translation>模拟结果的随机种子</translation>
    </message>
    <message>
        <source>keep the benchmark's PDF files in this folder</source>
        <comment>bench.reports.pdf-dir</comment>
        <translation>将基准测试生成的 PDF 保存到该文件夹</translation>
    </message>
    <message>
        <source>%1 players x %2 rounds: %3 games, %4 byes, %5 jigo, %6 forfeits</source>
        <comment>bench.reports.setup</comment>
        <translation>%1 名棋手 x %2 轮：%3 局，%4 次轮空，%5 局和棋，%6 局弃权</translation>
    </message>
    <message>
        <source>%1: %2 ms (best of %3)</source>
        <comment>bench.reports.figure</comment>
        <translation>%1：%2 毫秒（%3 次中最快）</translation>
    </message>
    <message>
        <source>%1: %2 ms (best of %3), %4 pages, %5 KiB</source>
        <comment>bench.reports.pdf-figure</comment>
        <translation>%1：%2 毫秒（%3 次中最快），%4 页，%5 KiB</translation>
    </message>
    <message>
        <source>PDF figures skipped: printing needs a QGuiApplication</source>
        <comment>bench.reports.no-pdf</comment>
        <translation>跳过 PDF 测试：打印需要 QGuiApplication</translation>
    </message>
    <message>
        <source>leader: %1 with %2</source>
        <comment>bench.reports.leader</comment>
        <translation>第一名：%1，%2 分</translation>
    </message>
    <message>
        <source>figures per second of CPU time on one core</source>
        <comment>bench.rules.cpu</comment>
        <translation>以单核 CPU 时间计</translation>
    </message>
    <message>
        <source>generated %1 random 19x19 games, %2 moves (avg %3 per game)</source>
        <comment>bench.rules.generated</comment>
        <translation>生成 %1 盘 19 路随机对局，共 %2 手（平均每盘 %3 手）</translation>
    </message>
    <message>
        <source>replay with positional superko (%1): %2 moves/s (%3 ns/move)</source>
        <comment>bench.rules.replay</comment>
        <translation>带全局同形检查的复盘（%1）：每秒 %2 手（每手 %3 纳秒）</translation>
    </message>
    <message>
        <source>area counts on 19x19 final positions: %1 counts/s (%2 us/count)</source>
        <comment>bench.rules.count</comment>
        <translation>19 路终局数子：每秒 %1 次（每次 %2 微秒）</translation>
    </message>
    <message>
        <source>territory counts (with seki detection): %1 counts/s</source>
        <comment>bench.rules.territory</comment>
        <translation>数目法计数（含双活检测）：每秒 %1 次</translation>
    </message>
    <message>
        <source>rules engine: replay with positional superko, area counting on 19x19</source>
        <comment>bench.rules.help</comment>
        <translation>规则引擎：带全局同形禁止的复盘速度、19 路数子速度</translation>
    </message>
    <message>
        <source>number of random games to generate and replay</source>
        <comment>bench.rules.games</comment>
        <translation>生成并复盘的随机对局数</translation>
    </message>
    <message>
        <source>seconds to spend on each measurement (at least)</source>
        <comment>bench.rules.seconds</comment>
        <translation>每项测量的最短秒数</translation>
    </message>
    <message>
        <source>unknown rule set '%1' (chinese, chinese-practice, japanese, korean, tromp-taylor)</source>
        <comment>score.bad-rules</comment>
        <translation>未知规则“%1”（chinese、chinese-practice、japanese、korean、tromp-taylor）</translation>
    </message>
    <message>
        <source>%1: cannot write the file</source>
        <comment>bench.score.unwritable</comment>
        <translation>%1：无法写入文件</translation>
    </message>
    <message>
        <source>wrote %1 random 19x19 records (%2 rules), %3 moves on average, %4 KB</source>
        <comment>bench.score.written</comment>
        <translation>写出 %1 份 19 路随机棋谱（%2 规则），平均 %3 手，共 %4 KB</translation>
    </message>
    <message>
        <source>verified %1 records in %2 s of CPU time (%3 s wall): %4 records/s per core (%5 us each)</source>
        <comment>bench.score.rate</comment>
        <translation>%2 秒 CPU 时间（实际 %3 秒）内核对 %1 份棋谱：单核每秒 %4 份（每份 %5 微秒）</translation>
    </message>
    <message>
        <source>verdicts: %1 agree, %2 ask for a dead-stone decision, %3 other</source>
        <comment>bench.score.verdicts</comment>
        <translation>核对结果：%1 份一致，%2 份需要判定死活，%3 份其他</translation>
    </message>
    <message>
        <source>tengen score FILES...: 19x19 records verified per second (read, parse, replay, count, compare)</source>
        <comment>bench.score.help</comment>
        <translation>tengen score FILES...：每秒核对的 19 路棋谱数（读取、解析、复盘、数子、比较）</translation>
    </message>
    <message>
        <source>number of random 19x19 records to write and verify</source>
        <comment>bench.score.games</comment>
        <translation>写出并核对的 19 路随机棋谱数</translation>
    </message>
    <message>
        <source>seconds to spend verifying (at least)</source>
        <comment>bench.score.seconds</comment>
        <translation>核对的最短秒数</translation>
    </message>
    <message>
        <source>rule set of the records (RU)</source>
        <comment>bench.score.rules</comment>
        <translation>棋谱的规则（RU）</translation>
    </message>
    <message>
        <source>built %1: %2 players, %3 rounds in %4 s</source>
        <comment>bench.web.built</comment>
        <translation>已生成 %1：%2 名棋手，%3 轮，用时 %4 秒</translation>
    </message>
    <message>
        <source>%1 of %2 event streams open</source>
        <comment>bench.web.streams</comment>
        <translation>%2 条事件流中 %1 条已打开</translation>
    </message>
    <message>
        <source>page requests: %1 in %2 s (%3/s), p50 %4 ms, p99 %5 ms, max %6 ms, %7 not 200</source>
        <comment>bench.web.pages</comment>
        <translation>页面请求：%2 秒内 %1 次（每秒 %3 次），p50 %4 毫秒，p99 %5 毫秒，最大 %6 毫秒，%7 次非 200</translation>
    </message>
    <message>
        <source>result %1 (round %2 board %3): every stream told in %4 ms, every page re-fetched with it in %5 ms (median %6 ms), %7 phones missed it</source>
        <comment>bench.web.result</comment>
        <translation>结果 %1（第 %2 轮第 %3 台）：%4 毫秒内通知全部事件流，%5 毫秒内全部页面已重新取得（中位 %6 毫秒），%7 台手机未收到</translation>
    </message>
    <message>
        <source>re-fetches after results: %1, p50 %2 ms, p99 %3 ms</source>
        <comment>bench.web.refetch</comment>
        <translation>结果后的重新请求：%1 次，p50 %2 毫秒，p99 %3 毫秒</translation>
    </message>
    <message>
        <source>tengen serve did not start: %1</source>
        <comment>bench.web.no-server</comment>
        <translation>tengen serve 未能启动：%1</translation>
    </message>
    <message>
        <source>server work after a change (in this process, best of 3): read the event %1 ms; render home %2, pairings %3, by name %4, standings %5, crosstable %6, a player %7 ms (en); deflate by name %8 ms (%9 KB to %10 KB)</source>
        <comment>bench.web.work</comment>
        <translation>每次变更后服务器的工作（本进程内，3 次中最快）：读取赛事 %1 毫秒；生成首页 %2、对阵 %3、按姓名 %4、成绩 %5、交叉表 %6、单个选手 %7 毫秒（英文）；压缩按姓名页 %8 毫秒（%9 KB 压至 %10 KB）</translation>
    </message>
    <message>
        <source>the event has no drawn round with a board still to play</source>
        <comment>bench.web.no-round</comment>
        <translation>该赛事没有尚有未完对局的已编排轮次</translation>
    </message>
    <message>
        <source>tengen serve in its own process on this machine; results stored on round %1 (%2 boards)</source>
        <comment>bench.web.server</comment>
        <translation>tengen serve 在本机独立进程中运行；结果录入第 %1 轮（共 %2 台）</translation>
    </message>
    <message>
        <source>the live pages under load: open event streams and page requests at once, results stored meanwhile (figures, not a test)</source>
        <comment>bench.web.help</comment>
        <translation>实时页面的负载：同时保持事件流连接并请求页面，其间录入结果（给出数据，不是测试）</translation>
    </message>
    <message>
        <source>the event to serve (built when missing: --players players, --rounds rounds, the last without results)</source>
        <comment>bench.web.event</comment>
        <translation>要发布的赛事（不存在时生成：--players 名棋手，--rounds 轮，最后一轮无结果）</translation>
    </message>
    <message>
        <source>players of a built event</source>
        <comment>bench.web.players</comment>
        <translation>生成赛事的棋手人数</translation>
    </message>
    <message>
        <source>rounds of a built event</source>
        <comment>bench.web.rounds</comment>
        <translation>生成赛事的轮数</translation>
    </message>
    <message>
        <source>phones holding an event stream open</source>
        <comment>bench.web.phones</comment>
        <translation>保持事件流连接的手机数</translation>
    </message>
    <message>
        <source>page requests per second</source>
        <comment>bench.web.rate</comment>
        <translation>每秒页面请求数</translation>
    </message>
    <message>
        <source>seconds measured (after 2 s of warm-up)</source>
        <comment>bench.web.seconds</comment>
        <translation>测量秒数（预热 2 秒之后）</translation>
    </message>
    <message>
        <source>results stored while measuring</source>
        <comment>bench.web.results</comment>
        <translation>测量期间录入的结果数</translation>
    </message>
    <message>
        <source>event «%1»</source>
        <comment>store.event-named</comment>
        <translation>比赛“%1”</translation>
    </message>
    <message>
        <source>games and results</source>
        <comment>store.what.game</comment>
        <translation>对局与成绩</translation>
    </message>
    <message>
        <source>round</source>
        <comment>store.what.round</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>players</source>
        <comment>store.what.player</comment>
        <translation>棋手</translation>
    </message>
    <message>
        <source>board clocks</source>
        <comment>store.what.clock_game</comment>
        <translation>计时钟</translation>
    </message>
    <message>
        <source>the clock journal</source>
        <comment>store.what.clock_event</comment>
        <translation>计时记录</translation>
    </message>
    <message>
        <source>the referee ledger</source>
        <comment>store.what.referee_entry</comment>
        <translation>裁判记录</translation>
    </message>
    <message>
        <source>the result log</source>
        <comment>store.what.result_ledger</comment>
        <translation>成绩记录</translation>
    </message>
    <message>
        <source>verified counts</source>
        <comment>store.what.counting</comment>
        <translation>数子结果</translation>
    </message>
    <message>
        <source>the event's settings</source>
        <comment>store.what.event</comment>
        <translation>比赛设置</translation>
    </message>
    <message>
        <source> (round %1, board %2)</source>
        <comment>store.game-at</comment>
        <translation>（第 %1 轮第 %2 台）</translation>
    </message>
    <message>
        <source>%1: round %2 was drawn by another desk at the same moment; nothing of yours was stored. Look at the round (tengen pairings) before drawing again</source>
        <comment>store.duplicate-round</comment>
        <translation>%1：第 %2 轮刚刚已由另一台电脑编排，您的编排未保存。请先查看该轮（tengen pairings）再决定是否重新编排</translation>
    </message>
    <message>
        <source>%1: another desk stored the same %2 at the same moment%3; nothing of yours was stored. Reload and try again</source>
        <comment>store.duplicate</comment>
        <translation>%1：另一台电脑同时保存了相同的%2%3，您的修改未保存。请重新载入后再试</translation>
    </message>
    <message>
        <source>%1: you hold no clock of board %2 in this event. Ask the tournament director to grant it (tengen db grant --role clock --board %2)</source>
        <comment>store.denied-clock</comment>
        <translation>%1：您在本比赛中没有第 %2 台的计时钟权限。请联系编排负责人授予（tengen db grant --role clock --board %2）</translation>
    </message>
    <message>
        <source>%1: round %2, board %3: the board's clock shows no flag of that player, so the clock cannot record a loss on time. Check the clock, or ask a referee</source>
        <comment>store.denied-no-flag</comment>
        <translation>%1：第 %2 轮第 %3 台：该台计时钟没有记录该棋手超时，计时员不能判超时负。请核对计时钟，或请裁判处理</translation>
    </message>
    <message>
        <source>%1: round %2, board %3: a referee enters results through Tengen (tengen result, a ruling), which logs them; a direct change of the database is refused</source>
        <comment>store.denied-referee-result</comment>
        <translation>%1：第 %2 轮第 %3 台：裁判须通过天元录入成绩（tengen result 或裁判判定），以便记录；直接修改数据库被拒绝</translation>
    </message>
    <message>
        <source>%1: %2 is outside what your role covers%3 (another event, or a board not granted to you). Ask the tournament director</source>
        <comment>store.denied-row</comment>
        <translation>%1：%2超出您的角色范围%3（另一个比赛，或未授予您的台次）。请联系编排负责人</translation>
    </message>
    <message>
        <source>%1: your role in this event may not change %2%3. Ask the tournament director to grant you the role that may (tengen db grant)</source>
        <comment>store.denied-table</comment>
        <translation>%1：您在本比赛中的角色无权修改%2%3。请联系编排负责人授予相应角色（tengen db grant）</translation>
    </message>
    <message>
        <source>%1: no such event in that database (check ?event=NAME; create it with tengen new or tengen db copy)</source>
        <comment>store.event-missing</comment>
        <translation>%1：该数据库中没有这个比赛（请检查 ?event=名称；可用 tengen new 或 tengen db copy 创建）</translation>
    </message>
    <message>
        <source>%1: no such event file</source>
        <comment>store.file-missing</comment>
        <translation>%1：找不到比赛文件</translation>
    </message>
    <message>
        <source>%1: a file already exists there; choose another name</source>
        <comment>store.file-exists</comment>
        <translation>%1：该文件已存在，请换一个文件名</translation>
    </message>
    <message>
        <source>%1: not a Tengen event file</source>
        <comment>store.not-an-event</comment>
        <translation>%1：不是天元比赛文件</translation>
    </message>
    <message>
        <source>%1 (this event file was written by a newer Tengen; upgrade Tengen to open it)</source>
        <comment>store.newer-schema</comment>
        <translation>%1（该比赛文件由更新版本的天元写入，请升级后再打开）</translation>
    </message>
    <message>
        <source>invalid value: %1</source>
        <comment>store.invalid</comment>
        <translation>数值无效：%1</translation>
    </message>
    <message>
        <source>no player with id %1 in this event</source>
        <comment>store.no-such-player</comment>
        <translation>本比赛没有编号为 %1 的棋手</translation>
    </message>
    <message>
        <source>round %1 has no draw</source>
        <comment>store.no-such-round</comment>
        <translation>第 %1 轮尚未编排</translation>
    </message>
    <message>
        <source>no game at %1</source>
        <comment>store.no-such-game</comment>
        <translation>没有这盘棋：%1</translation>
    </message>
    <message>
        <source>%1 was changed by someone else since it was read; reload and try again</source>
        <comment>store.stale</comment>
        <translation>%1 在读取后已被他人修改，请重新载入后再试</translation>
    </message>
    <message>
        <source>%1: the event is busy (another desk or process is writing to it); try again in a moment</source>
        <comment>store.busy</comment>
        <translation>%1：比赛数据正被另一台电脑或程序写入，请稍后再试</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <comment>store.database</comment>
        <translation>数据库错误：%1</translation>
    </message>
    <message>
        <source>database said: %1</source>
        <comment>store.driver</comment>
        <translation>数据库原文：%1</translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <comment>file.unreadable</comment>
        <translation>%1：无法读取文件</translation>
    </message>
    <message>
        <source>black</source>
        <comment>clock.black</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <source>white</source>
        <comment>clock.white</comment>
        <translation>白方</translation>
    </message>
    <message>
        <source>call</source>
        <comment>clock.ev.call</comment>
        <translation>读秒</translation>
    </message>
    <message>
        <source>period used</source>
        <comment>clock.ev.period_used</comment>
        <translation>用去一次</translation>
    </message>
    <message>
        <source>byo-yomi</source>
        <comment>clock.ev.byoyomi_start</comment>
        <translation>开始读秒</translation>
    </message>
    <message>
        <source>move</source>
        <comment>clock.ev.move</comment>
        <translation>落子</translation>
    </message>
    <message>
        <source>flag</source>
        <comment>clock.ev.flag</comment>
        <translation>超时</translation>
    </message>
    <message>
        <source>forfeit</source>
        <comment>clock.ev.forfeit</comment>
        <translation>弃权</translation>
    </message>
    <message>
        <source>bad time control '%1': %2
accepted forms:
%3</source>
        <comment>clock.bad-spec</comment>
        <translation>用时规定“%1”无效：%2
可用格式：
%3</translation>
    </message>
    <message>
        <source>'%1' is not a number of seconds (use e.g. 30, 12.5, p4 for a pass)</source>
        <comment>clock.bad-move</comment>
        <translation>“%1”不是秒数（如 30、12.5，停一手写 p4）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>clock.settings</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1  %2  %3  %4  main %5  periods %6</source>
        <comment>clock.line</comment>
        <translation>%1  %2  %3  %4  基本时间 %5  剩余读秒 %6</translation>
    </message>
    <message>
        <source>round %1 board %2: the flag is already recorded (ledger entry #%3, %4)</source>
        <comment>clock.flag.again</comment>
        <translation>第%1轮第%2台：超时已记录（裁判记录第%3条，%4）</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 lost on time (%4), ledger entry #%5</source>
        <comment>clock.flag.done</comment>
        <translation>第%1轮第%2台：%3超时判负（%4），裁判记录第%5条</translation>
    </message>
    <message>
        <source>the board's clock is stopped at the flag (journalled)</source>
        <comment>clock.flag.stopped</comment>
        <translation>本台棋钟已在超时处停止（已写入计时记录）</translation>
    </message>
    <message>
        <source>game clocks and byo-yomi calls (读秒)</source>
        <comment>clock.help</comment>
        <translation>对局计时与读秒</translation>
    </message>
    <message>
        <source>run a clock on virtual time: moves alternate from Black, each the seconds spent</source>
        <comment>clock.simulate.help</comment>
        <translation>按虚拟时间运行计时钟：从黑方开始轮流落子，每步给出用时（秒）</translation>
    </message>
    <message>
        <source>time control SPEC, e.g. chinese:120m,reserve=5 (see the forms below)</source>
        <comment>clock.opt.control</comment>
        <translation>用时规定 SPEC，如 chinese:120m,reserve=5（格式见下）</translation>
    </message>
    <message>
        <source>White's time control when it differs (time handicap)</source>
        <comment>clock.opt.white-control</comment>
        <translation>白方用时规定（让时间时与黑方不同）</translation>
    </message>
    <message>
        <source>seconds per move, e.g. "30 12.5 p4" (p = a pass)</source>
        <comment>clock.opt.moves</comment>
        <translation>每步用时（秒），如 "30 12.5 p4"（p 表示停一手）</translation>
    </message>
    <message>
        <source>one JSON object per line</source>
        <comment>clock.opt.json</comment>
        <translation>每行输出一个 JSON 对象</translation>
    </message>
    <message>
        <source>record a flag fall: the player loses on time, with a referee ledger entry (overtime)</source>
        <comment>clock.flag.help</comment>
        <translation>记录超时：该方超时判负，并记入裁判记录（超时）</translation>
    </message>
    <message>
        <source>the event file</source>
        <comment>opt.event</comment>
        <translation>比赛文件</translation>
    </message>
    <message>
        <source>round number</source>
        <comment>clock.opt.round</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>board number</source>
        <comment>clock.opt.board</comment>
        <translation>台号</translation>
    </message>
    <message>
        <source>whose flag fell: black or white</source>
        <comment>clock.opt.player</comment>
        <translation>超时的一方：black（黑）或 white（白）</translation>
    </message>
    <message>
        <source>who records it (default: clock)</source>
        <comment>clock.opt.referee</comment>
        <translation>记录人（默认：clock）</translation>
    </message>
    <message>
        <source>a note for the ledger entry</source>
        <comment>clock.opt.note</comment>
        <translation>裁判记录的备注</translation>
    </message>
    <message>
        <source>shared events: database roles, copying between SQLite and PostgreSQL, checks</source>
        <comment>db.help</comment>
        <translation>共享比赛：数据库角色、SQLite 与 PostgreSQL 之间复制、检查</translation>
    </message>
    <message>
        <source>give a database user a role in a PostgreSQL event</source>
        <comment>db.grant.help</comment>
        <translation>授予数据库用户在 PostgreSQL 比赛中的角色</translation>
    </message>
    <message>
        <source>the event: a file or postgresql://USER@HOST:PORT/DB?event=NAME</source>
        <comment>db.opt.event</comment>
        <translation>比赛：文件，或 postgresql://用户@主机:端口/数据库?event=名称</translation>
    </message>
    <message>
        <source>role: td (tournament director), referee, clock, viewer</source>
        <comment>db.opt.role</comment>
        <translation>角色：td（编排长）、referee（裁判）、clock（棋钟）、viewer（只读）</translation>
    </message>
    <message>
        <source>the database user (created if missing)</source>
        <comment>db.opt.user</comment>
        <translation>数据库用户（不存在则新建）</translation>
    </message>
    <message>
        <source>clock role: the board it keeps (repeat for several; default: every board)</source>
        <comment>db.opt.board</comment>
        <translation>棋钟角色：所负责的台号（可重复；默认：所有台）</translation>
    </message>
    <message>
        <source>unknown role '%1' (td, referee, clock, viewer)</source>
        <comment>db.bad-role</comment>
        <translation>未知的角色“%1”（td、referee、clock、viewer）</translation>
    </message>
    <message>
        <source>--board is for the clock role only</source>
        <comment>db.board-not-clock</comment>
        <translation>--board 只适用于 clock 角色</translation>
    </message>
    <message>
        <source>%1 is now %2 in %3 (through role %4)</source>
        <comment>db.granted</comment>
        <translation>%1 现为 %3 的 %2（经由角色 %4）</translation>
    </message>
    <message>
        <source>%1 is now %2 of board(s) %5 in %3 (through role %4)</source>
        <comment>db.granted.boards</comment>
        <translation>%1 现为 %3 第 %5 台的 %2（经由角色 %4）</translation>
    </message>
    <message>
        <source>copy an event between an SQLite file and a PostgreSQL database (either way)</source>
        <comment>db.copy.help</comment>
        <translation>在 SQLite 文件与 PostgreSQL 数据库之间复制比赛（双向）</translation>
    </message>
    <message>
        <source>the event to copy</source>
        <comment>db.opt.src</comment>
        <translation>要复制的比赛</translation>
    </message>
    <message>
        <source>the new event (a new file, or a URL whose event name is free)</source>
        <comment>db.opt.dst</comment>
        <translation>新比赛（新文件，或比赛名称未被占用的 URL）</translation>
    </message>
    <message>
        <source>copied %1 to %2 (%3 rows)</source>
        <comment>db.copied</comment>
        <translation>已将 %1 复制到 %2（%3 行）</translation>
    </message>
    <message>
        <source>remove an event and all its rows from a shared PostgreSQL database (owner or td only)</source>
        <comment>db.drop.help</comment>
        <translation>从共享的 PostgreSQL 数据库中删除一个比赛及其全部数据（仅限所有者或编排长）</translation>
    </message>
    <message>
        <source>do not ask: remove without typing the event's name</source>
        <comment>db.drop.opt.yes</comment>
        <translation>不再询问：无需输入比赛名称即删除</translation>
    </message>
    <message>
        <source>remove the event even though it has results</source>
        <comment>db.drop.opt.force</comment>
        <translation>即使比赛已有成绩也删除</translation>
    </message>
    <message>
        <source>%1 is an SQLite file: delete the file (and its -wal and -shm files) to remove the event</source>
        <comment>db.drop.sqlite</comment>
        <translation>%1 是 SQLite 文件：删除该文件（及其 -wal、-shm 文件）即可删除比赛</translation>
    </message>
    <message>
        <source>%1: only the database owner or a td of this event may remove it</source>
        <comment>db.drop.not-td</comment>
        <translation>%1：只有数据库所有者或本比赛的编排长可以删除它</translation>
    </message>
    <message>
        <source>%1 has %2 results: nothing removed (add --force to remove it with its results)</source>
        <comment>db.drop.has-results</comment>
        <translation>%1 已有 %2 个成绩：未删除（加 --force 连同成绩一并删除）</translation>
    </message>
    <message>
        <source>This removes event '%1' (%2 players, %3 rounds, %4 results) from %5 for every desk. Type the event's name (%1) to confirm:</source>
        <comment>db.drop.confirm</comment>
        <translation>这将为所有终端从 %5 删除比赛“%1”（%2 名棋手、%3 轮、%4 个成绩）。请输入比赛名称（%1）确认：</translation>
    </message>
    <message>
        <source>not confirmed: nothing removed</source>
        <comment>db.drop.cancelled</comment>
        <translation>未确认：未删除任何内容</translation>
    </message>
    <message>
        <source>removed event '%1' (%2 rows)</source>
        <comment>db.drop.done</comment>
        <translation>已删除比赛“%1”（%2 行）</translation>
    </message>
    <message>
        <source>%1: intact (%2)</source>
        <comment>db.check.ok</comment>
        <translation>%1：完整（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>db.check.problem</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 problems</source>
        <comment>db.check.bad</comment>
        <translation>%1：发现 %2 处问题</translation>
    </message>
    <message>
        <source>concurrent results, referee ledger entries and clock events on PostgreSQL: throughput and change-feed delay</source>
        <comment>bench.db.help</comment>
        <translation>PostgreSQL 上并发录入结果、裁判记录与棋钟事件：吞吐量与变更通知延迟</translation>
    </message>
    <message>
        <source>a PostgreSQL database: postgresql://USER@HOST:PORT/DB (a new event is made in it)</source>
        <comment>bench.db.url</comment>
        <translation>PostgreSQL 数据库：postgresql://用户@主机:端口/数据库（在其中新建比赛）</translation>
    </message>
    <message>
        <source>concurrent clients (connections)</source>
        <comment>bench.db.clients</comment>
        <translation>并发客户端（连接）数</translation>
    </message>
    <message>
        <source>results to enter</source>
        <comment>bench.db.results</comment>
        <translation>录入结果数</translation>
    </message>
    <message>
        <source>referee ledger entries to append</source>
        <comment>bench.db.ledger</comment>
        <translation>追加的裁判记录数</translation>
    </message>
    <message>
        <source>clock journal events to append (round 1's boards)</source>
        <comment>bench.db.clock</comment>
        <translation>追加的棋钟记录数（第 1 轮各台）</translation>
    </message>
    <message>
        <source>boards per round</source>
        <comment>bench.db.boards</comment>
        <translation>每轮台数</translation>
    </message>
    <message>
        <source>event: %1</source>
        <comment>bench.db.event</comment>
        <translation>比赛：%1</translation>
    </message>
    <message>
        <source>%1 clients entered %2 results in %3 s: %4 results/s</source>
        <comment>bench.db.throughput</comment>
        <translation>%1 个客户端在 %3 秒内录入 %2 个结果：每秒 %4 个</translation>
    </message>
    <message>
        <source>stored: %1 of %2 results, %3 changed exactly once, %4 refused as stale</source>
        <comment>bench.db.stored</comment>
        <translation>已存储：%2 个结果中的 %1 个，恰好修改一次的 %3 个，因版本过期被拒 %4 个</translation>
    </message>
    <message>
        <source>ledger: %1 entries in %2 s: %3 entries/s; stored %4, hash chain %5</source>
        <comment>bench.db.ledger-rate</comment>
        <translation>裁判记录：%2 秒内 %1 条：每秒 %3 条；已存储 %4 条，哈希链%5</translation>
    </message>
    <message>
        <source>intact</source>
        <comment>bench.db.chain-ok</comment>
        <translation>完整</translation>
    </message>
    <message>
        <source>BROKEN</source>
        <comment>bench.db.chain-bad</comment>
        <translation>已损坏</translation>
    </message>
    <message>
        <source>clock journals: %1 events in %2 s: %3 events/s; stored %4, out of order per board %5</source>
        <comment>bench.db.clock-rate</comment>
        <translation>棋钟记录：%2 秒内 %1 条：每秒 %3 条；已存储 %4 条，各台顺序错乱 %5 条</translation>
    </message>
    <message>
        <source>all writers done in %1 s</source>
        <comment>bench.db.all</comment>
        <translation>全部写入于 %1 秒内完成</translation>
    </message>
    <message>
        <source>change feed: %1 notifications (%5 results, %6 ledger, %7 clock); delay median %2 ms, p95 %3 ms, max %4 ms</source>
        <comment>bench.db.delay</comment>
        <translation>变更通知：%1 条（结果 %5、裁判记录 %6、棋钟 %7）；延迟中位数 %2 毫秒，p95 %3 毫秒，最大 %4 毫秒</translation>
    </message>
    <message>
        <source>the event's name</source>
        <comment>opt.name</comment>
        <translation>比赛名称</translation>
    </message>
    <message>
        <source>pairing system: swiss, mcmahon, round-robin, knockout</source>
        <comment>opt.system</comment>
        <translation>编排制度：swiss（积分编排）、mcmahon、round-robin（循环）、knockout（淘汰）</translation>
    </message>
    <message>
        <source>number of rounds</source>
        <comment>opt.rounds</comment>
        <translation>轮数</translation>
    </message>
    <message>
        <source>rules: chinese-2002, japanese, korean</source>
        <comment>opt.rules</comment>
        <translation>规则：chinese-2002、japanese、korean</translation>
    </message>
    <message>
        <source>komi in points (7.5 = 3¾ stones)</source>
        <comment>opt.komi</comment>
        <translation>贴目（点数，7.5 即贴3又3/4子）</translation>
    </message>
    <message>
        <source>board size</source>
        <comment>opt.size</comment>
        <translation>棋盘路数</translation>
    </message>
    <message>
        <source>venue</source>
        <comment>opt.venue</comment>
        <translation>比赛地点</translation>
    </message>
    <message>
        <source>organiser</source>
        <comment>opt.organiser</comment>
        <translation>主办单位</translation>
    </message>
    <message>
        <source>chief referee (裁判长)</source>
        <comment>opt.referee</comment>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>first day, YYYY-MM-DD</source>
        <comment>opt.start</comment>
        <translation>开始日期 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>last day, YYYY-MM-DD</source>
        <comment>opt.end</comment>
        <translation>结束日期 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>time control as written for players</source>
        <comment>opt.time</comment>
        <translation>用时规定</translation>
    </message>
    <message>
        <source>scoring: 2-1-0 (win 2, jigo 1) or 1-0 (jigo ½)</source>
        <comment>opt.scoring</comment>
        <translation>计分：2-1-0（胜2和1负0）或 1-0（和棋½）</translation>
    </message>
    <message>
        <source>placement order, e.g. SCORE,SOS,CUSS,DE,SOS-R (codes: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING)</source>
        <comment>opt.tiebreaks-set</comment>
        <translation>排名顺序，如 SCORE,SOS,CUSS,DE,SOS-R（代码：SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING）</translation>
    </message>
    <message>
        <source>referee edition: 2002 or older</source>
        <comment>opt.edition</comment>
        <translation>裁判规则版本：2002 或 older（旧版）</translation>
    </message>
    <message>
        <source>who makes the change (for the event log; default: the OS user)</source>
        <comment>opt.by</comment>
        <translation>修改人（记入比赛设置记录；默认为系统用户名）</translation>
    </message>
    <message>
        <source>bad tie-break order '%1' (codes: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING, each once)</source>
        <comment>event.bad-tiebreaks</comment>
        <translation>排名顺序“%1”无效（代码：SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING，各至多一次）</translation>
    </message>
    <message>
        <source>unknown referee edition '%1' (2002, older)</source>
        <comment>event.bad-edition</comment>
        <translation>未知的裁判规则版本“%1”（2002、older）</translation>
    </message>
    <message>
        <source>%1: '%2' is not a date (YYYY-MM-DD)</source>
        <comment>event.bad-date</comment>
        <translation>%1：“%2”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>unknown pairing system '%1' (swiss, mcmahon, round-robin, knockout)</source>
        <comment>event.bad-system</comment>
        <translation>未知的编排制度“%1”（swiss、mcmahon、round-robin、knockout）</translation>
    </message>
    <message>
        <source>unknown rules '%1' (chinese-2002, japanese, korean)</source>
        <comment>event.bad-rules</comment>
        <translation>未知的规则“%1”（chinese-2002、japanese、korean）</translation>
    </message>
    <message>
        <source>unknown scoring '%1' (2-1-0, 1-0)</source>
        <comment>event.bad-scoring</comment>
        <translation>未知的计分方法“%1”（2-1-0、1-0）</translation>
    </message>
    <message>
        <source>create a new event file</source>
        <comment>new.help</comment>
        <translation>新建比赛文件</translation>
    </message>
    <message>
        <source>created %1: %2</source>
        <comment>new.created</comment>
        <translation>已建立 %1：%2</translation>
    </message>
    <message>
        <source>change the event's settings</source>
        <comment>edit.help</comment>
        <translation>修改比赛设置</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <comment>edit.nothing</comment>
        <translation>没有改动</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <comment>edit.change</comment>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>event settings saved</source>
        <comment>edit.done</comment>
        <translation>比赛设置已保存</translation>
    </message>
    <message>
        <source>show the event's settings</source>
        <comment>info.help</comment>
        <translation>显示比赛设置</translation>
    </message>
    <message>
        <source>print JSON</source>
        <comment>opt.json</comment>
        <translation>以 JSON 输出</translation>
    </message>
    <message>
        <source>Event</source>
        <comment>info.name</comment>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Dates</source>
        <comment>info.dates</comment>
        <translation>日期</translation>
    </message>
    <message>
        <source>Venue</source>
        <comment>info.venue</comment>
        <translation>地点</translation>
    </message>
    <message>
        <source>Organiser</source>
        <comment>info.organiser</comment>
        <translation>主办</translation>
    </message>
    <message>
        <source>Chief referee (裁判长)</source>
        <comment>info.referee</comment>
        <translation>裁判长</translation>
    </message>
    <message>
        <source>System</source>
        <comment>info.system</comment>
        <translation>编排制度</translation>
    </message>
    <message>
        <source>Rounds</source>
        <comment>info.rounds</comment>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>info.rules</comment>
        <translation>规则</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>info.size</comment>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Komi (贴目)</source>
        <comment>info.komi</comment>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Time control</source>
        <comment>info.time</comment>
        <translation>用时</translation>
    </message>
    <message>
        <source>Scoring</source>
        <comment>info.scoring</comment>
        <translation>计分</translation>
    </message>
    <message>
        <source>Tie-break order</source>
        <comment>info.tiebreaks</comment>
        <translation>名次区分顺序</translation>
    </message>
    <message>
        <source>Referee edition</source>
        <comment>info.edition</comment>
        <translation>裁判规则版本</translation>
    </message>
    <message>
        <source>Players</source>
        <comment>info.players</comment>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Rounds drawn</source>
        <comment>info.drawn</comment>
        <translation>已编排轮次</translation>
    </message>
    <message>
        <source>the event's settings log</source>
        <comment>event.help</comment>
        <translation>比赛设置记录</translation>
    </message>
    <message>
        <source>list every change of the event's settings: when, field, old, new, who</source>
        <comment>event.log.help</comment>
        <translation>列出比赛设置的每次修改：时间、项目、原值、新值、修改人</translation>
    </message>
    <message>
        <source>no changes logged</source>
        <comment>event.log.empty</comment>
        <translation>没有修改记录</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <comment>event.col.when</comment>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Field</source>
        <comment>event.col.field</comment>
        <translation>项目</translation>
    </message>
    <message>
        <source>Old</source>
        <comment>event.col.old</comment>
        <translation>原值</translation>
    </message>
    <message>
        <source>New</source>
        <comment>event.col.new</comment>
        <translation>新值</translation>
    </message>
    <message>
        <source>Who</source>
        <comment>event.col.who</comment>
        <translation>修改人</translation>
    </message>
    <message>
        <source>Tengen: Go tournament desk and refereeing (Chinese Weiqi Rules)</source>
        <comment>app.description</comment>
        <translation>天元：围棋比赛编排与裁判系统（中国围棋竞赛规则）</translation>
    </message>
    <message>
        <source>language of messages: zh or en (default: the system locale)</source>
        <comment>app.lang</comment>
        <translation>提示语言：zh 或 en（默认跟随系统）</translation>
    </message>
    <message>
        <source>database errors: also show the driver's own text</source>
        <comment>app.verbose</comment>
        <translation>数据库错误：同时显示驱动原文</translation>
    </message>
    <message>
        <source>error: %1</source>
        <comment>app.error</comment>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>no player '%1' in this event</source>
        <comment>player.unknown</comment>
        <translation>本比赛没有棋手“%1”</translation>
    </message>
    <message>
        <source>'%1' names %2 players; use the id</source>
        <comment>player.ambiguous</comment>
        <translation>“%1”对应 %2 名棋手，请用编号</translation>
    </message>
    <message>
        <source>round %1 has no draw</source>
        <comment>round.unknown</comment>
        <translation>第 %1 轮尚未编排</translation>
    </message>
    <message>
        <source>round %1 has no board %2</source>
        <comment>board.unknown</comment>
        <translation>第 %1 轮没有第 %2 台</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>pairings.col.board</comment>
        <translation>台号</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>pairings.col.black</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <comment>pairings.col.white</comment>
        <translation>白方</translation>
    </message>
    <message>
        <source>H</source>
        <comment>pairings.col.handicap</comment>
        <translation>让子</translation>
    </message>
    <message>
        <source>Komi</source>
        <comment>pairings.col.komi</comment>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Colours</source>
        <comment>pairings.col.colours</comment>
        <translation>黑白</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>pairings.col.result</comment>
        <translation>结果</translation>
    </message>
    <message>
        <source>bye: %1</source>
        <comment>pairings.bye</comment>
        <translation>轮空：%1</translation>
    </message>
    <message>
        <source>no valid pairing for round %1: %2</source>
        <comment>pair.none</comment>
        <translation>第 %1 轮无法编排：%2</translation>
    </message>
    <message>
        <source>every other player is forbidden or unavailable</source>
        <comment>reason.no-opponent-left</comment>
        <translation>与其余所有棋手均禁止对阵或无法对阵</translation>
    </message>
    <message>
        <source>can only meet %1, who cannot all be paired</source>
        <comment>reason.group-cannot-pair</comment>
        <translation>只能与 %1 对阵，而这些人无法全部配对</translation>
    </message>
    <message>
        <source>the winner of their previous game is not known</source>
        <comment>reason.missing-result</comment>
        <translation>上一轮对局胜者未定</translation>
    </message>
    <message>
        <source>fewer than two players play this round</source>
        <comment>reason.not-enough-players</comment>
        <translation>本轮参赛者不足两人</translation>
    </message>
    <message>
        <source>the schedule has no such round</source>
        <comment>reason.round-out-of-range</comment>
        <translation>赛程中没有这一轮</translation>
    </message>
    <message>
        <source>  %1 (%2): %3</source>
        <comment>pair.who</comment>
        <translation>  %1（%2）：%3</translation>
    </message>
    <message>
        <source>the event has %1 rounds</source>
        <comment>pair.beyond</comment>
        <translation>本比赛共 %1 轮</translation>
    </message>
    <message>
        <source>round %1 has no draw yet; draw the rounds in order</source>
        <comment>pair.no-previous</comment>
        <translation>第 %1 轮尚未编排；请按顺序编排</translation>
    </message>
    <message>
        <source>round %1 has a draw; unpair the later rounds first</source>
        <comment>round.later</comment>
        <translation>第 %1 轮已编排；请先撤销后面的轮次</translation>
    </message>
    <message>
        <source>round %1 already has a draw; unpair it first or use --force</source>
        <comment>pair.exists</comment>
        <translation>第 %1 轮已编排；请先撤销或使用 --force</translation>
    </message>
    <message>
        <source>round %1 has games without a result (boards %2); enter them or use --force</source>
        <comment>pair.missing-results</comment>
        <translation>第 %1 轮有对局尚无结果（台号 %2）；请先录入或使用 --force</translation>
    </message>
    <message>
        <source>round %1 has referee ledger entries or board clocks on boards %2: it cannot be redrawn or removed (a warning must stay with its player)</source>
        <comment>round.has-records</comment>
        <translation>第 %1 轮第 %2 台已有裁判记录或棋钟记录：不能重新编排或撤销（警告须留在本人名下）</translation>
    </message>
    <message>
        <source>avoid duplicates (不重复对阵)</source>
        <comment>criterion.avoid-duplicates</comment>
        <translation>避免重复对阵</translation>
    </message>
    <message>
        <source>score difference (分差)</source>
        <comment>criterion.score-difference</comment>
        <translation>分差最小</translation>
    </message>
    <message>
        <source>draw-up/draw-down (升降)</source>
        <comment>criterion.draw-up-down</comment>
        <translation>升降调整</translation>
    </message>
    <message>
        <source>seeding (种子)</source>
        <comment>criterion.seeding</comment>
        <translation>种子排序</translation>
    </message>
    <message>
        <source>club/country (同单位回避)</source>
        <comment>criterion.club-country</comment>
        <translation>同单位/国家回避</translation>
    </message>
    <message>
        <source>colour balance (黑白平衡)</source>
        <comment>criterion.colour-balance</comment>
        <translation>黑白平衡</translation>
    </message>
    <message>
        <source>random tie-break (随机)</source>
        <comment>criterion.random</comment>
        <translation>随机</translation>
    </message>
    <message>
        <source>Criterion</source>
        <comment>explain.col.criterion</comment>
        <translation>准则</translation>
    </message>
    <message>
        <source>Weight</source>
        <comment>explain.col.weight</comment>
        <translation>权重</translation>
    </message>
    <message>
        <source>%1 not in round %2</source>
        <comment>swap.not-in-round</comment>
        <translation>%1 不在第 %2 轮中</translation>
    </message>
    <message>
        <source>choose two different players or boards</source>
        <comment>swap.same</comment>
        <translation>请选择两名不同的棋手或两个不同台号</translation>
    </message>
    <message>
        <source>%1 already play each other</source>
        <comment>swap.already-paired</comment>
        <translation>%1 已经对阵</translation>
    </message>
    <message>
        <source>%1 both have the bye: there is no board for them</source>
        <comment>swap.both-byes</comment>
        <translation>%1 均轮空：没有可安排的台次</translation>
    </message>
    <message>
        <source>board %1 already has a result</source>
        <comment>board.has-result</comment>
        <translation>第 %1 台已有结果</translation>
    </message>
    <message>
        <source>board(s) %1 have referee ledger entries or a board clock: their players stay where they sit (a warning must stay with its player)</source>
        <comment>board.has-records</comment>
        <translation>第 %1 台已有裁判记录或棋钟记录：棋手不能换位（警告须留在本人名下）</translation>
    </message>
    <message>
        <source>round %1 changed meanwhile; look at it again</source>
        <comment>swap.changed</comment>
        <translation>第 %1 轮已被修改，请重新查看</translation>
    </message>
    <message>
        <source>board %1 is a handicap game: the weaker player takes Black</source>
        <comment>nigiri.handicap</comment>
        <translation>第 %1 台为让子棋：弱者执黑</translation>
    </message>
    <message>
        <source>%1 does not play at board %2</source>
        <comment>nigiri.not-in-game</comment>
        <translation>%1 不在第 %2 台对局</translation>
    </message>
    <message>
        <source>%1 should hold the stones (higher rank, or older at equal rank)</source>
        <comment>nigiri.wrong-holder</comment>
        <translation>应由 %1 抓子（段位高者；同段位年长者）</translation>
    </message>
    <message>
        <source>board %1: %2 have equal ranks and no birth dates decide: give --holder</source>
        <comment>nigiri.holder-needed</comment>
        <translation>第 %1 台：%2 段位相同且无出生日期可定：请用 --holder 指明抓子者</translation>
    </message>
    <message>
        <source>the count is at least 1</source>
        <comment>nigiri.bad-count</comment>
        <translation>棋子数至少为 1</translation>
    </message>
    <message>
        <source>make and store the draw (编排) of the next or given round</source>
        <comment>pair.help</comment>
        <translation>编排下一轮或指定轮次并保存</translation>
    </message>
    <message>
        <source>round number</source>
        <comment>opt.round</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>random seed of the draw (default: a fresh one, stored with the round)</source>
        <comment>opt.seed</comment>
        <translation>编排随机种子（默认新取，并随轮次保存）</translation>
    </message>
    <message>
        <source>go ahead although results are missing or the round already has a draw</source>
        <comment>opt.force</comment>
        <translation>即使缺少结果或该轮已编排也继续</translation>
    </message>
    <message>
        <source>round %1 drawn: %2 games, %3 byes (seed %4)</source>
        <comment>pair.made</comment>
        <translation>第 %1 轮编排完成：%2 盘，%3 人轮空（种子 %4）</translation>
    </message>
    <message>
        <source>matching: %1 solves, %2 certificate rounds, %3 pairs added, %4 edges</source>
        <comment>pair.stats</comment>
        <translation>匹配：求解 %1 次，证明 %2 轮，新增 %3 对，%4 条边</translation>
    </message>
    <message>
        <source>show the draw of a round</source>
        <comment>pairings.help</comment>
        <translation>显示某轮的对阵</translation>
    </message>
    <message>
        <source>enter a game's result (B+R, W+3.5, jigo, ...)</source>
        <comment>result.help</comment>
        <translation>录入对局结果（B+R、W+3.5、jigo……）</translation>
    </message>
    <message>
        <source>board (table) number</source>
        <comment>opt.board</comment>
        <translation>台号</translation>
    </message>
    <message>
        <source>the result: B+R, W+T, B+F, W+3.5, B+, jigo, both-lose, both-win, unplayed; /F after jigo, both-lose or both-win: by default</source>
        <comment>opt.result</comment>
        <translation>结果：B+R、W+T、B+F、W+3.5、B+、jigo、both-lose、both-win、unplayed；jigo、both-lose、both-win 后加 /F：不战</translation>
    </message>
    <message>
        <source>why an entered result is changed (required for a correction; logged)</source>
        <comment>result.opt.reason</comment>
        <translation>更改已录入结果的原因（更正时必填，并记录）</translation>
    </message>
    <message>
        <source>who enters the result (logged; default: the database or system user)</source>
        <comment>result.opt.by</comment>
        <translation>录入人（记录在案；默认为数据库用户或系统用户）</translation>
    </message>
    <message>
        <source>the result this entry corrects, as you saw it (refused if another desk changed it since)</source>
        <comment>result.opt.corrects</comment>
        <translation>本次更正所针对的结果（如已被他人改动则拒绝）</translation>
    </message>
    <message>
        <source>'%1' is not a result (B+R, W+T, B+F, W+3.5, B+, jigo, both-lose, both-win, unplayed)</source>
        <comment>result.bad</comment>
        <translation>“%1”不是有效结果（B+R、W+T、B+F、W+3.5、B+、jigo、both-lose、both-win、unplayed）</translation>
    </message>
    <message>
        <source>no result</source>
        <comment>result.none</comment>
        <translation>无结果</translation>
    </message>
    <message>
        <source>delete the draw of a round (the last one)</source>
        <comment>unpair.help</comment>
        <translation>删除某轮（最后一轮）的编排</translation>
    </message>
    <message>
        <source>round %1 already has results; unpair it with --force first</source>
        <comment>pair.has-results</comment>
        <translation>第 %1 轮已有结果；请先用 --force 撤销</translation>
    </message>
    <message>
        <source>round %1 unpaired</source>
        <comment>round.unpaired</comment>
        <translation>第 %1 轮编排已撤销</translation>
    </message>
    <message>
        <source>swap the White players of two boards (a manual change, checked)</source>
        <comment>swap.help</comment>
        <translation>交换两台的执白棋手（人工调整，附检查）</translation>
    </message>
    <message>
        <source>two boards, e.g. 3,4</source>
        <comment>opt.boards</comment>
        <translation>两个台号，如 3,4</translation>
    </message>
    <message>
        <source>exchange the places of two players: A,B (id or name)</source>
        <comment>opt.swap-players</comment>
        <translation>交换两名棋手的位置：A,B（编号或姓名）</translation>
    </message>
    <message>
        <source>pair two players by hand: A,B (their opponents then meet)</source>
        <comment>opt.pair-players</comment>
        <translation>人工指定两名棋手对阵：A,B（其原对手互相对阵）</translation>
    </message>
    <message>
        <source>only show the consequences; store nothing</source>
        <comment>opt.swap-check</comment>
        <translation>只显示后果，不保存</translation>
    </message>
    <message>
        <source>also show the criterion weights behind the warnings</source>
        <comment>opt.swap-details</comment>
        <translation>同时显示警告背后的编排准则权重</translation>
    </message>
    <message>
        <source>give two players: A,B</source>
        <comment>swap.bad-players</comment>
        <translation>请给出两名棋手：A,B</translation>
    </message>
    <message>
        <source>give --boards with two different boards (e.g. 3,4), --players or --pair</source>
        <comment>swap.bad-boards</comment>
        <translation>请给出两个不同台号的 --boards（如 3,4），或 --players、--pair</translation>
    </message>
    <message>
        <source>boards %1 would change (not saved)</source>
        <comment>swap.checked</comment>
        <translation>第 %1 台将被调整（未保存）</translation>
    </message>
    <message>
        <source>boards %1 changed</source>
        <comment>swap.done</comment>
        <translation>已调整第 %1 台</translation>
    </message>
    <message>
        <source>record a nigiri (猜先) done at the board and set the colours</source>
        <comment>nigiri.help</comment>
        <translation>记录在棋盘上进行的猜先并确定黑白</translation>
    </message>
    <message>
        <source>the player who held the stones (id or name)</source>
        <comment>opt.holder</comment>
        <translation>抓子的棋手（编号或姓名）</translation>
    </message>
    <message>
        <source>the guess: odd or even</source>
        <comment>opt.guess</comment>
        <translation>猜：odd（单）或 even（双）</translation>
    </message>
    <message>
        <source>how many stones were in the hand</source>
        <comment>opt.count</comment>
        <translation>手中棋子数</translation>
    </message>
    <message>
        <source>the guess is odd or even</source>
        <comment>nigiri.bad-guess</comment>
        <translation>猜子只能是 odd（单）或 even（双）</translation>
    </message>
    <message>
        <source>board %1: %2 guessed %3, %4 stones: %5; %6 takes Black</source>
        <comment>nigiri.done</comment>
        <translation>第 %1 台：%2 猜%3，%4 子：%5；%6 执黑</translation>
    </message>
    <message>
        <source>odd</source>
        <comment>nigiri.odd</comment>
        <translation>单</translation>
    </message>
    <message>
        <source>even</source>
        <comment>nigiri.even</comment>
        <translation>双</translation>
    </message>
    <message>
        <source>right</source>
        <comment>nigiri.right</comment>
        <translation>猜中</translation>
    </message>
    <message>
        <source>wrong</source>
        <comment>nigiri.wrong</comment>
        <translation>未猜中</translation>
    </message>
    <message>
        <source>why a pair was made: the weight of each criterion, and the alternatives</source>
        <comment>explain.help</comment>
        <translation>说明对阵理由：各项准则的权重与备选对手</translation>
    </message>
    <message>
        <source>the player to explain (id or name)</source>
        <comment>opt.explain-player</comment>
        <translation>要说明的棋手（编号或姓名）</translation>
    </message>
    <message>
        <source>%1 draws have no weights: the schedule is fixed</source>
        <comment>explain.fixed</comment>
        <translation>%1 赛制按固定赛程，无权重</translation>
    </message>
    <message>
        <source>board %1: %2 - %3, total weight %4</source>
        <comment>explain.pair</comment>
        <translation>第 %1 台：%2 - %3，总权重 %4</translation>
    </message>
    <message>
        <source>give --board or --player</source>
        <comment>explain.need</comment>
        <translation>请给出 --board 或 --player</translation>
    </message>
    <message>
        <source>%1 has no game this round</source>
        <comment>explain.player-bye</comment>
        <translation>%1 本轮无对局</translation>
    </message>
    <message>
        <source>%1 plays %2 (weight %3)</source>
        <comment>explain.player</comment>
        <translation>%1 对阵 %2（权重 %3）</translation>
    </message>
    <message>
        <source>swapping with %1's game loses %2</source>
        <comment>explain.alt-loss</comment>
        <translation>与 %1 的对局互换将损失 %2</translation>
    </message>
    <message>
        <source>would leave %1 without a partner</source>
        <comment>explain.alt-bye</comment>
        <translation>会使 %1 无对手</translation>
    </message>
    <message>
        <source>  instead %1 (weight %2): %3</source>
        <comment>explain.alt</comment>
        <translation>  若改对 %1（权重 %2）：%3</translation>
    </message>
    <message>
        <source>register N random players and play R rounds with random results</source>
        <comment>simulate.help</comment>
        <translation>登记 N 名随机棋手并以随机结果进行 R 轮</translation>
    </message>
    <message>
        <source>number of players</source>
        <comment>opt.players</comment>
        <translation>棋手人数</translation>
    </message>
    <message>
        <source>round %1: %2 games, %3 byes, %4 s</source>
        <comment>simulate.round</comment>
        <translation>第 %1 轮：%2 盘，%3 人轮空，%4 秒</translation>
    </message>
    <message>
        <source>%1 players registered, %2 rounds played</source>
        <comment>simulate.done</comment>
        <translation>已登记 %1 名棋手，完成 %2 轮</translation>
    </message>
    <message>
        <source>show or change the draw's settings (McMahon bar, handicap, forbidden pairs...)</source>
        <comment>draw-settings.help</comment>
        <translation>查看或修改编排设置（麦克马洪上限、让子、禁止对阵……）</translation>
    </message>
    <message>
        <source>a setting key=value (repeatable); see the list this command prints</source>
        <comment>opt.set</comment>
        <translation>设置 key=value（可重复）；键见本命令的输出</translation>
    </message>
    <message>
        <source>never pair these two players: A,B (repeatable)</source>
        <comment>opt.forbid</comment>
        <translation>禁止这两名棋手对阵：A,B（可重复）</translation>
    </message>
    <message>
        <source>lift a forbidden pair: A,B</source>
        <comment>opt.allow</comment>
        <translation>取消禁止对阵：A,B</translation>
    </message>
    <message>
        <source>a player who always plays at a board: PLAYER=BOARD</source>
        <comment>opt.fix-table</comment>
        <translation>固定台次：棋手=台号</translation>
    </message>
    <message>
        <source>pair two players in a round: ROUND:A,B</source>
        <comment>opt.fix-pair</comment>
        <translation>指定某轮对阵：轮次:A,B</translation>
    </message>
    <message>
        <source>McMahon correction in points: PLAYER=POINTS</source>
        <comment>opt.mms</comment>
        <translation>麦克马洪分修正：棋手=分数</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>settings.bad</comment>
        <translation>设置无效：%1</translation>
    </message>
    <message>
        <source>'%1' is not a pair of players A,B</source>
        <comment>settings.bad-pair</comment>
        <translation>“%1”不是一对棋手 A,B</translation>
    </message>
    <message>
        <source>'%1' is not PLAYER=NUMBER</source>
        <comment>settings.bad-assign</comment>
        <translation>“%1”不是 棋手=数字</translation>
    </message>
    <message>
        <source>draw settings saved</source>
        <comment>settings.saved</comment>
        <translation>编排设置已保存</translation>
    </message>
    <message>
        <source>forbidden pairs: %1</source>
        <comment>settings.forbidden</comment>
        <translation>禁止对阵：%1</translation>
    </message>
    <message>
        <source>a PDF needs an output file: -o FILE.pdf</source>
        <comment>reports.need-output</comment>
        <translation>PDF 需要输出文件：-o FILE.pdf</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <comment>reports.cannot-write</comment>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>--live-url must be the live pages' address, http:// or https:// with a host and no query, e.g. http://192.168.1.10:8080, not "%1"</source>
        <comment>paper.bad-live-url</comment>
        <translation>--live-url 须为实时页面的地址（http:// 或 https://，含主机名，不带查询参数），如 http://192.168.1.10:8080，而非“%1”</translation>
    </message>
    <message>
        <source>page %1 / %2</source>
        <comment>paper.page</comment>
        <translation>第 %1 页 / 共 %2 页</translation>
    </message>
    <message>
        <source>Venue: %1</source>
        <comment>paper.venue</comment>
        <translation>地点：%1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>paper.dates</comment>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <comment>paper.round</comment>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <comment>paper.time</comment>
        <translation>用时：%1</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <comment>paper.standings-title</comment>
        <translation>第 %1 轮后排名</translation>
    </message>
    <message>
        <source>Crosstable after round %1</source>
        <comment>paper.crosstable-title</comment>
        <translation>第 %1 轮后成绩交叉表</translation>
    </message>
    <message>
        <source>Pairings, round %1</source>
        <comment>paper.pairings-title</comment>
        <translation>第 %1 轮对阵表</translation>
    </message>
    <message>
        <source>Pairings by name, round %1</source>
        <comment>paper.pairings-by-name-title</comment>
        <translation>第 %1 轮对阵表（按姓名）</translation>
    </message>
    <message>
        <source>Result slips, round %1</source>
        <comment>paper.slips-title</comment>
        <translation>第 %1 轮成绩单</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>paper.club</comment>
        <translation>单位</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>paper.name</comment>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Board</source>
        <comment>paper.board</comment>
        <translation>台次</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>paper.black</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <comment>paper.white</comment>
        <translation>白方</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>paper.rank</comment>
        <translation>段位</translation>
    </message>
    <message>
        <source>Hcp</source>
        <comment>paper.handicap</comment>
        <translation>让子</translation>
    </message>
    <message>
        <source>Komi</source>
        <comment>paper.komi</comment>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>paper.result</comment>
        <translation>结果</translation>
    </message>
    <message>
        <source>Colour</source>
        <comment>paper.colour</comment>
        <translation>执色</translation>
    </message>
    <message>
        <source>Opponent</source>
        <comment>paper.opponent</comment>
        <translation>对手</translation>
    </message>
    <message>
        <source>Bye</source>
        <comment>paper.bye</comment>
        <translation>轮空</translation>
    </message>
    <message>
        <source>%1 · Round %2 · Result slip</source>
        <comment>paper.slip-title</comment>
        <translation>%1 · 第 %2 轮 · 成绩单</translation>
    </message>
    <message>
        <source>Board %1</source>
        <comment>paper.slip-board</comment>
        <translation>第 %1 台</translation>
    </message>
    <message>
        <source>win</source>
        <comment>paper.win</comment>
        <translation>胜</translation>
    </message>
    <message>
        <source>jigo</source>
        <comment>paper.jigo</comment>
        <translation>和棋</translation>
    </message>
    <message>
        <source>margin:</source>
        <comment>paper.margin</comment>
        <translation>胜负子数：</translation>
    </message>
    <message>
        <source>Handicap: %1 · Komi: %2</source>
        <comment>paper.slip-facts</comment>
        <translation>让子：%1 · 贴目：%2</translation>
    </message>
    <message>
        <source>Black's signature</source>
        <comment>paper.sign-black</comment>
        <translation>黑方签名</translation>
    </message>
    <message>
        <source>White's signature</source>
        <comment>paper.sign-white</comment>
        <translation>白方签名</translation>
    </message>
    <message>
        <source>Referee</source>
        <comment>paper.sign-referee</comment>
        <translation>裁判签名</translation>
    </message>
    <message>
        <source>late entry: rounds %1 were already drawn and count as absences</source>
        <comment>player.late</comment>
        <translation>迟到报名：第 %1 轮已编排，按缺席计</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>csv.syntax</comment>
        <translation>CSV 格式错误：%1</translation>
    </message>
    <message>
        <source>the header has no '%1' column</source>
        <comment>csv.missing-column</comment>
        <translation>标题行缺少“%1”列</translation>
    </message>
    <message>
        <source>unknown column '%1' (name, latin_name, rank, rating, club, country, born, egd_pin)</source>
        <comment>csv.unknown-column</comment>
        <translation>未知的列“%1”（name、latin_name、rank、rating、club、country、born、egd_pin）</translation>
    </message>
    <message>
        <source>column '%1' appears twice</source>
        <comment>csv.duplicate-column</comment>
        <translation>列“%1”重复</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>csv.field-count</comment>
        <translation>字段数与标题行不符：%1</translation>
    </message>
    <message>
        <source>'%1' is empty</source>
        <comment>csv.required</comment>
        <translation>“%1”为空</translation>
    </message>
    <message>
        <source>bad rank '%1'</source>
        <comment>csv.bad-rank</comment>
        <translation>段级位无效：“%1”</translation>
    </message>
    <message>
        <source>bad rating '%1' (a whole number)</source>
        <comment>csv.bad-rating</comment>
        <translation>等级分无效：“%1”（应为整数）</translation>
    </message>
    <message>
        <source>bad date '%1' (YYYY-MM-DD)</source>
        <comment>csv.bad-date</comment>
        <translation>日期无效：“%1”（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>%1, line %2, row %3, column %4 (%5)</source>
        <comment>csv.where</comment>
        <translation>%1，第 %2 行（第 %3 条记录），第 %4 列（%5）</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <comment>csv.where-line</comment>
        <translation>%1，第 %2 行，第 %3 列</translation>
    </message>
    <message>
        <source>'%1' is not a rank (30k..1k, 1d..9d, 1p..9p, 3段, 2级, 职业五段)</source>
        <comment>player.bad-rank</comment>
        <translation>“%1”不是段级位（30k..1k、1d..9d、1p..9p、3段、2级、职业五段）</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD)</source>
        <comment>player.bad-date</comment>
        <translation>“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>'%1' is not a list of round numbers</source>
        <comment>player.bad-round-list</comment>
        <translation>“%1”不是轮次列表</translation>
    </message>
    <message>
        <source>name as written (any script)</source>
        <comment>opt.pname</comment>
        <translation>姓名（原文书写）</translation>
    </message>
    <message>
        <source>Latin spelling of the name</source>
        <comment>opt.latin</comment>
        <translation>姓名拉丁拼写</translation>
    </message>
    <message>
        <source>rank: 30k..1k, 1d..9d, 1p..9p, or 3段, 2级, 职业五段</source>
        <comment>opt.rank</comment>
        <translation>段级位：30k..1k、1d..9d、1p..9p，或 3段、2级、职业五段</translation>
    </message>
    <message>
        <source>rating</source>
        <comment>opt.rating</comment>
        <translation>等级分</translation>
    </message>
    <message>
        <source>club</source>
        <comment>opt.club</comment>
        <translation>俱乐部/单位</translation>
    </message>
    <message>
        <source>country (ISO code, e.g. CN)</source>
        <comment>opt.country</comment>
        <translation>国家或地区（ISO 代码，如 CN）</translation>
    </message>
    <message>
        <source>birth date, YYYY-MM-DD</source>
        <comment>opt.born</comment>
        <translation>出生日期 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>EGD PIN</source>
        <comment>opt.egd</comment>
        <translation>EGD 编号</translation>
    </message>
    <message>
        <source>rounds the player will miss, e.g. 2,3 (empty: none)</source>
        <comment>opt.absent</comment>
        <translation>缺席轮次，如 2,3（留空为无）</translation>
    </message>
    <message>
        <source>unknown status '%1'</source>
        <comment>player.bad-status</comment>
        <translation>未知的状态“%1”</translation>
    </message>
    <message>
        <source>%1 has no entry with id %2</source>
        <comment>player.list.no-pin</comment>
        <translation>%1 中没有编号为 %2 的条目</translation>
    </message>
    <message>
        <source>%1 has no entry whose name starts with '%2'</source>
        <comment>player.list.no-name</comment>
        <translation>%1 中没有姓名以“%2”开头的条目</translation>
    </message>
    <message>
        <source>'%1' matches several entries in %2; choose one with --pin:</source>
        <comment>player.list.ambiguous</comment>
        <translation>“%1”与 %2 中的多个条目匹配，请用 --pin 指定：</translation>
    </message>
    <message>
        <source>… and more</source>
        <comment>player.list.and-more</comment>
        <translation>……以及更多</translation>
    </message>
    <message>
        <source>%1 (%2) has no rating in the list; give --rank</source>
        <comment>player.list.unrated</comment>
        <translation>%1（%2）在名单中没有等级分，请用 --rank 给出段级位</translation>
    </message>
    <message>
        <source>register, import, list and change players</source>
        <comment>player.help</comment>
        <translation>棋手报名、导入、列表与修改</translation>
    </message>
    <message>
        <source>register one player</source>
        <comment>player.add.help</comment>
        <translation>登记一名棋手</translation>
    </message>
    <message>
        <source>register the player from this rating list (EGD, FFG, AGA); with --pin or --name</source>
        <comment>opt.from-list</comment>
        <translation>从该等级分名单（EGD、FFG、AGA）登记棋手；配合 --pin 或 --name</translation>
    </message>
    <message>
        <source>with --from-list: the EGD PIN, FFG licence or AGA id</source>
        <comment>opt.pin</comment>
        <translation>配合 --from-list：EGD 编号、FFG 执照号或 AGA 编号</translation>
    </message>
    <message>
        <source>with --from-list: the list's format egd, ffg or aga (default: detected)</source>
        <comment>opt.list-format</comment>
        <translation>配合 --from-list：名单格式 egd、ffg 或 aga（默认自动识别）</translation>
    </message>
    <message>
        <source>give --name and --rank, or --from-list with --pin or --name</source>
        <comment>player.add.need</comment>
        <translation>请给出 --name 和 --rank，或 --from-list 加 --pin 或 --name</translation>
    </message>
    <message>
        <source>%1 (EGD PIN %2) is already registered as player %3</source>
        <comment>player.list.registered</comment>
        <translation>%1（EGD 编号 %2）已登记为 %3 号棋手</translation>
    </message>
    <message>
        <source>added player %1: %2 (%3)</source>
        <comment>player.added</comment>
        <translation>已登记棋手 %1：%2（%3）</translation>
    </message>
    <message>
        <source>import players from a UTF-8 CSV file with a header row</source>
        <comment>player.import.help</comment>
        <translation>从带标题行的 UTF-8 CSV 文件导入棋手</translation>
    </message>
    <message>
        <source>the CSV file</source>
        <comment>opt.csv</comment>
        <translation>CSV 文件</translation>
    </message>
    <message>
        <source>%1 errors; nothing was imported</source>
        <comment>csv.refused</comment>
        <translation>共 %1 处错误，未导入任何棋手</translation>
    </message>
    <message>
        <source>imported %1 players from %2</source>
        <comment>player.imported</comment>
        <translation>已从 %2 导入 %1 名棋手</translation>
    </message>
    <message>
        <source>list the players</source>
        <comment>player.list.help</comment>
        <translation>列出棋手</translation>
    </message>
    <message>
        <source>ID</source>
        <comment>player.col.id</comment>
        <translation>编号</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>player.col.name</comment>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Latin</source>
        <comment>player.col.latin</comment>
        <translation>拼音</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>player.col.rank</comment>
        <translation>段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>player.col.rating</comment>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>player.col.club</comment>
        <translation>单位</translation>
    </message>
    <message>
        <source>Country</source>
        <comment>player.col.country</comment>
        <translation>国家</translation>
    </message>
    <message>
        <source>Status</source>
        <comment>player.col.status</comment>
        <translation>状态</translation>
    </message>
    <message>
        <source>change a player's details</source>
        <comment>player.edit.help</comment>
        <translation>修改棋手信息</translation>
    </message>
    <message>
        <source>the player: id (see player list) or exact name</source>
        <comment>opt.player</comment>
        <translation>棋手：编号（见 player list）或完整姓名</translation>
    </message>
    <message>
        <source>registration status: registered, confirmed, withdrawn</source>
        <comment>opt.status</comment>
        <translation>报名状态：registered、confirmed、withdrawn</translation>
    </message>
    <message>
        <source>player %1 saved</source>
        <comment>player.edited</comment>
        <translation>棋手 %1 已保存</translation>
    </message>
    <message>
        <source>withdraw a player from the rest of the event</source>
        <comment>player.withdraw.help</comment>
        <translation>棋手退赛</translation>
    </message>
    <message>
        <source>player %1 (%2) withdrawn</source>
        <comment>player.withdrawn</comment>
        <translation>棋手 %1（%2）已退赛</translation>
    </message>
    <message>
        <source>write every page of the event (home, pairings by board and by name, players, standings, crosstable; zh and en) as static HTML files with relative links, for any web server</source>
        <comment>publish.help</comment>
        <translation>将赛事的全部页面（首页、按台号和按姓名的对阵、选手、成绩、交叉表；中英文）写成使用相对链接的静态 HTML 文件，可放在任何网站上</translation>
    </message>
    <message>
        <source>the folder to write (made or replaced whole; an existing one must be empty or an earlier export)</source>
        <comment>publish.opt.dir</comment>
        <translation>输出文件夹（整体新建或替换；已存在的文件夹须为空或为之前的导出）</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder; nothing written</source>
        <comment>publish.not-a-folder</comment>
        <translation>%1 是文件而不是文件夹；未写入任何内容</translation>
    </message>
    <message>
        <source>%1 holds files that are not an earlier export of tengen publish; nothing written (choose an empty or new folder)</source>
        <comment>publish.foreign-folder</comment>
        <translation>%1 中有不是 tengen publish 导出的文件；未写入任何内容（请选择空的或新的文件夹）</translation>
    </message>
    <message>
        <source>cannot write the pages beside %1 (permissions or disk space); %1 is as it was</source>
        <comment>publish.cannot-write</comment>
        <translation>无法在 %1 旁写入页面（权限或磁盘空间）；%1 保持原样</translation>
    </message>
    <message>
        <source>the pages are written but could not replace %1; %1 is as it was</source>
        <comment>publish.cannot-replace</comment>
        <translation>页面已写好，但无法替换 %1；%1 保持原样</translation>
    </message>
    <message>
        <source>published %1 files (%2 KB) to %3</source>
        <comment>publish.done</comment>
        <translation>已发布 %1 个文件（%2 KB）至 %3</translation>
    </message>
    <message>
        <source>search a rating list (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA) by name or id</source>
        <comment>ratings.help</comment>
        <translation>检索等级分名单（EGD allworld_lp、FFG ech_ffg_V3、AGA TDListA），按姓名或编号</translation>
    </message>
    <message>
        <source>the rating list file</source>
        <comment>ratings.opt.file</comment>
        <translation>等级分名单文件</translation>
    </message>
    <message>
        <source>the start of a name (surname or given name first; case and accents ignored) or an id</source>
        <comment>ratings.opt.query</comment>
        <translation>姓名开头（姓或名在前均可，不区分大小写和重音）或编号</translation>
    </message>
    <message>
        <source>the list's format: egd, ffg or aga (default: detected)</source>
        <comment>ratings.opt.format</comment>
        <translation>名单格式：egd、ffg 或 aga（默认自动识别）</translation>
    </message>
    <message>
        <source>show at most this many entries</source>
        <comment>ratings.opt.limit</comment>
        <translation>最多显示的条数</translation>
    </message>
    <message>
        <source>no entry matches '%1'</source>
        <comment>ratings.none</comment>
        <translation>没有与“%1”匹配的条目</translation>
    </message>
    <message>
        <source>ID</source>
        <comment>ratings.col.id</comment>
        <translation>编号</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>ratings.col.name</comment>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>ratings.col.rank</comment>
        <translation>段位</translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>ratings.col.rating</comment>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Club</source>
        <comment>ratings.col.club</comment>
        <translation>单位</translation>
    </message>
    <message>
        <source>Country</source>
        <comment>ratings.col.country</comment>
        <translation>国家</translation>
    </message>
    <message>
        <source>(more entries match; refine the query or raise --limit)</source>
        <comment>ratings.more</comment>
        <translation>（还有更多匹配条目；请细化检索或增大 --limit）</translation>
    </message>
    <message>
        <source>unknown rating list format '%1' (egd, ffg, aga)</source>
        <comment>ratings.bad-format</comment>
        <translation>未知的名单格式“%1”（egd、ffg、aga）</translation>
    </message>
    <message>
        <source>%1: not a rating list Tengen reads (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA)</source>
        <comment>ratings.not-a-list</comment>
        <translation>%1：不是可识别的等级分名单（EGD allworld_lp、FFG ech_ffg_V3、AGA TDListA）</translation>
    </message>
    <message>
        <source>%1, line %2: %3 (line skipped)</source>
        <comment>ratings.bad-line</comment>
        <translation>%1，第 %2 行：%3（已跳过该行）</translation>
    </message>
    <message>
        <source>%1: %2 more bad lines skipped</source>
        <comment>ratings.more-bad-lines</comment>
        <translation>%1：另有 %2 行有误，已跳过</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>referee.black</comment>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <comment>referee.white</comment>
        <translation>白方</translation>
    </message>
    <message>
        <source>the 2002 edition</source>
        <comment>referee.edition.2002</comment>
        <translation>2002年版</translation>
    </message>
    <message>
        <source>the older edition</source>
        <comment>referee.edition.older</comment>
        <translation>旧版</translation>
    </message>
    <message>
        <source>no result</source>
        <comment>referee.cleared</comment>
        <translation>无结果</translation>
    </message>
    <message>
        <source>no referee result stands for this game</source>
        <comment>referee.undecided</comment>
        <translation>本局无裁判判定的结果</translation>
    </message>
    <message>
        <source>second warning: %1 loses the game by referee — result %2 (entry %3)</source>
        <comment>referee.decided.second-warning</comment>
        <translation>一局两次警告：%1判负（裁判判定）— 结果 %2（记录 %3）</translation>
    </message>
    <message>
        <source>the game is to be replayed (entry %1)</source>
        <comment>referee.decided.replay</comment>
        <translation>本局判重赛（记录 %1）</translation>
    </message>
    <message>
        <source>the game is decided by referee — result %1 (entry %2)</source>
        <comment>referee.decided.sanction</comment>
        <translation>本局由裁判判定 — 结果 %1（记录 %2）</translation>
    </message>
    <message>
        <source>result set by the chief referee — %1 (entry %2)</source>
        <comment>referee.decided.override</comment>
        <translation>裁判长改判 — 结果 %1（记录 %2）</translation>
    </message>
    <message>
        <source>corrections and appeals apply to infraction entries and overrides</source>
        <comment>referee.err.ruling.target</comment>
        <translation>更正与申诉只针对犯规记录或裁判长改判</translation>
    </message>
    <message>
        <source>an override can only be reversed; enter a new override to change it</source>
        <comment>referee.err.ruling.override</comment>
        <translation>裁判长改判只能撤销；如需变更请另行改判</translation>
    </message>
    <message>
        <source>only an appeal can be upheld</source>
        <comment>referee.err.ruling.uphold</comment>
        <translation>只有申诉可以“维持”</translation>
    </message>
    <message>
        <source>an amendment needs --infraction and/or --penalty</source>
        <comment>referee.err.ruling.amend</comment>
        <translation>改判须给出 --infraction 或 --penalty</translation>
    </message>
    <message>
        <source>--ruling must be reverse, amend or uphold</source>
        <comment>referee.err.ruling.kind</comment>
        <translation>--ruling 须为 reverse、amend 或 uphold</translation>
    </message>
    <message>
        <source>second warning</source>
        <comment>referee.reason.second-warning</comment>
        <translation>第二次警告</translation>
    </message>
    <message>
        <source>chief referee's override</source>
        <comment>referee.reason.override</comment>
        <translation>裁判长改判</translation>
    </message>
    <message>
        <source>unknown infraction '%1'; see tengen referee infractions</source>
        <comment>referee.err.unknown-infraction</comment>
        <translation>未知的犯规代码“%1”；见 tengen referee infractions</translation>
    </message>
    <message>
        <source>'%1' is not a penalty %3 allows for %2; allowed: %4</source>
        <comment>referee.err.penalty</comment>
        <translation>%3对“%2”不允许罚则“%1”；可选：%4</translation>
    </message>
    <message>
        <source>'%1' needs --note saying what happened</source>
        <comment>referee.err.note</comment>
        <translation>“%1”须用 --note 说明情况</translation>
    </message>
    <message>
        <source>give the referee's name with --referee</source>
        <comment>referee.err.referee</comment>
        <translation>请用 --referee 给出裁判姓名</translation>
    </message>
    <message>
        <source>no ledger entry %1 in this event</source>
        <comment>referee.err.entry</comment>
        <translation>本比赛没有编号为 %1 的裁判记录</translation>
    </message>
    <message>
        <source>only the chief referee (%1) may do this, not '%2'</source>
        <comment>referee.err.not-chief</comment>
        <translation>仅裁判长（%1）可以执行此操作，“%2”不可以</translation>
    </message>
    <message>
        <source>the event names no chief referee (裁判长); set one with tengen event edit --chief-referee NAME</source>
        <comment>referee.err.no-chief</comment>
        <translation>本比赛尚未指定裁判长；请用 tengen event edit --chief-referee 姓名 设定</translation>
    </message>
    <message>
        <source>that ruling is not possible here: %1</source>
        <comment>referee.err.ruling</comment>
        <translation>无法作此裁决：%1</translation>
    </message>
    <message>
        <source>'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)</source>
        <comment>referee.err.result</comment>
        <translation>“%1”不是有效的结果（B+R、W+T、B+F、B+3.5、W+、jigo、both-lose 等）</translation>
    </message>
    <message>
        <source>no article: the referee rules</source>
        <comment>referee.no-article</comment>
        <translation>无专条：由裁判裁决</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <comment>referee.default-mark</comment>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source> / </source>
        <comment>referee.or</comment>
        <translation> / </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>referee.detail.title</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Under %1 (%2):</source>
        <comment>referee.detail.edition</comment>
        <translation>%1（%2）：</translation>
    </message>
    <message>
        <source>  --penalty %1: %2%3</source>
        <comment>referee.detail.option</comment>
        <translation>  --penalty %1：%2%3</translation>
    </message>
    <message>
        <source>infraction</source>
        <comment>referee.kind.infraction</comment>
        <translation>犯规</translation>
    </message>
    <message>
        <source>correction</source>
        <comment>referee.kind.correction</comment>
        <translation>更正</translation>
    </message>
    <message>
        <source>appeal</source>
        <comment>referee.kind.appeal</comment>
        <translation>申诉裁决</translation>
    </message>
    <message>
        <source>override</source>
        <comment>referee.kind.override</comment>
        <translation>裁判长改判</translation>
    </message>
    <message>
        <source>reversed</source>
        <comment>referee.ruling.reverse</comment>
        <translation>撤销</translation>
    </message>
    <message>
        <source>amended</source>
        <comment>referee.ruling.amend</comment>
        <translation>改判</translation>
    </message>
    <message>
        <source>upheld</source>
        <comment>referee.ruling.uphold</comment>
        <translation>维持</translation>
    </message>
    <message>
        <source>stands</source>
        <comment>referee.status.stands</comment>
        <translation>有效</translation>
    </message>
    <message>
        <source>reversed (#%1)</source>
        <comment>referee.status.reversed</comment>
        <translation>已撤销（#%1）</translation>
    </message>
    <message>
        <source>amended (#%1)</source>
        <comment>referee.status.amended</comment>
        <translation>已改判（#%1）</translation>
    </message>
    <message>
        <source>upheld (#%1)</source>
        <comment>referee.status.upheld</comment>
        <translation>维持（#%1）</translation>
    </message>
    <message>
        <source>entry %1: round %2 board %3, %4 %5 — %6 (%7)</source>
        <comment>referee.logged</comment>
        <translation>记录 %1：第 %2 轮第 %3 台，%4 %5 — %6（%7）</translation>
    </message>
    <message>
        <source>penalty applied: %1 — %2</source>
        <comment>referee.penalty</comment>
        <translation>所判罚则：%1 — %2</translation>
    </message>
    <message>
        <source>entry %1: the chief referee %2 sets the result %3</source>
        <comment>referee.overridden</comment>
        <translation>记录 %1：裁判长 %2 改判结果为 %3</translation>
    </message>
    <message>
        <source>entry %1: %2 of entry %3 by %4</source>
        <comment>referee.ruled</comment>
        <translation>记录 %1：%4 对记录 %3 %2</translation>
    </message>
    <message>
        <source>%1 %2: %3 warning(s), %4 advice in this game</source>
        <comment>referee.warnings</comment>
        <translation>%1 %2：本局警告 %3 次，劝告 %4 次</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 contradicts the referee's ruling %4 (ledger entry %5: %6); only the chief referee can set another result, with tengen referee override</source>
        <comment>referee.err.contradicts</comment>
        <translation>第 %1 轮第 %2 台：%3 与裁判的判定 %4 矛盾（记录 %5：%6）；只有裁判长可用 tengen referee override 改判</translation>
    </message>
    <message>
        <source>the referee: infraction catalogue, ledger, rulings (裁判)</source>
        <comment>referee.help</comment>
        <translation>裁判：犯规目录、裁判记录与裁决</translation>
    </message>
    <message>
        <source>list the infractions and their penalties under both editions</source>
        <comment>referee.infractions.help</comment>
        <translation>列出犯规及两个版本规则的罚则</translation>
    </message>
    <message>
        <source>an infraction code: show its articles in full</source>
        <comment>referee.opt.code</comment>
        <translation>犯规代码：显示条文全文</translation>
    </message>
    <message>
        <source>Code</source>
        <comment>referee.col.code</comment>
        <translation>代码</translation>
    </message>
    <message>
        <source>Infraction</source>
        <comment>referee.col.infraction</comment>
        <translation>犯规</translation>
    </message>
    <message>
        <source>2002</source>
        <comment>referee.col.art2002</comment>
        <translation>2002年版</translation>
    </message>
    <message>
        <source>Penalty (2002)</source>
        <comment>referee.col.pen2002</comment>
        <translation>罚则（2002年版）</translation>
    </message>
    <message>
        <source>Older</source>
        <comment>referee.col.artolder</comment>
        <translation>旧版</translation>
    </message>
    <message>
        <source>Penalty (older)</source>
        <comment>referee.col.penolder</comment>
        <translation>罚则（旧版）</translation>
    </message>
    <message>
        <source>show or set the edition of the rules the event referees by</source>
        <comment>referee.edition.help</comment>
        <translation>查看或设定本比赛裁判所依据的规则版本</translation>
    </message>
    <message>
        <source>edition: 2002 (default) or older</source>
        <comment>referee.opt.edition</comment>
        <translation>规则版本：2002（默认）或 older（旧版）</translation>
    </message>
    <message>
        <source>this event referees by %1 (%2)</source>
        <comment>referee.edition.is</comment>
        <translation>本比赛裁判依据%1（%2）</translation>
    </message>
    <message>
        <source>unknown edition '%1' (2002 or older)</source>
        <comment>referee.edition.bad</comment>
        <translation>未知的规则版本“%1”（2002 或 older）</translation>
    </message>
    <message>
        <source>this event now referees by %1 (%2); earlier entries keep theirs</source>
        <comment>referee.edition.set</comment>
        <translation>本比赛裁判改依%1（%2）；已有记录仍按原版本</translation>
    </message>
    <message>
        <source>log an infraction on a board; prints the penalty and the warning count</source>
        <comment>referee.log.help</comment>
        <translation>记录一次犯规；显示所判罚则及警告次数</translation>
    </message>
    <message>
        <source>round number</source>
        <comment>referee.opt.round</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>board (table) number</source>
        <comment>referee.opt.board</comment>
        <translation>台次</translation>
    </message>
    <message>
        <source>the offender: black or white</source>
        <comment>referee.opt.player</comment>
        <translation>犯规方：black（黑）或 white（白）</translation>
    </message>
    <message>
        <source>infraction code (see tengen referee infractions)</source>
        <comment>referee.opt.infraction</comment>
        <translation>犯规代码（见 tengen referee infractions）</translation>
    </message>
    <message>
        <source>penalty where the rules allow a choice (default: the milder)</source>
        <comment>referee.opt.penalty</comment>
        <translation>规则允许选择时的罚则（默认较轻者）</translation>
    </message>
    <message>
        <source>the referee's name</source>
        <comment>referee.opt.name</comment>
        <translation>裁判员姓名</translation>
    </message>
    <message>
        <source>what happened</source>
        <comment>referee.opt.note</comment>
        <translation>情况说明</translation>
    </message>
    <message>
        <source>show the referee's ledger with each game's warnings and ruling</source>
        <comment>referee.ledger.help</comment>
        <translation>查看裁判记录及各局警告与裁决</translation>
    </message>
    <message>
        <source>the ledger has no entries</source>
        <comment>referee.empty</comment>
        <translation>裁判记录为空</translation>
    </message>
    <message>
        <source>#</source>
        <comment>referee.col.id</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>When</source>
        <comment>referee.col.when</comment>
        <translation>时间</translation>
    </message>
    <message>
        <source>Rd</source>
        <comment>referee.col.round</comment>
        <translation>轮</translation>
    </message>
    <message>
        <source>Bd</source>
        <comment>referee.col.board</comment>
        <translation>台</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>referee.col.player</comment>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Entry</source>
        <comment>referee.col.kind</comment>
        <translation>类别</translation>
    </message>
    <message>
        <source>Penalty</source>
        <comment>referee.col.penalty</comment>
        <translation>罚则</translation>
    </message>
    <message>
        <source>Referee</source>
        <comment>referee.col.referee</comment>
        <translation>裁判</translation>
    </message>
    <message>
        <source>Note</source>
        <comment>referee.col.note</comment>
        <translation>说明</translation>
    </message>
    <message>
        <source>Status</source>
        <comment>referee.col.status</comment>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 of #%2</source>
        <comment>referee.target</comment>
        <translation>#%2 的%1</translation>
    </message>
    <message>
        <source>result %1</source>
        <comment>referee.override-result</comment>
        <translation>结果 %1</translation>
    </message>
    <message>
        <source>; result %1 by referee (entry %2)</source>
        <comment>referee.summary.result</comment>
        <translation>；裁判判定结果 %1（记录 %2）</translation>
    </message>
    <message>
        <source>; replay ordered (entry %1)</source>
        <comment>referee.summary.replay</comment>
        <translation>；判重赛（记录 %1）</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 %4 warning(s), %5 advice; %6 %7 warning(s), %8 advice%9</source>
        <comment>referee.game-summary</comment>
        <translation>第 %1 轮第 %2 台：%3 警告 %4 次，劝告 %5 次；%6 警告 %7 次，劝告 %8 次%9</translation>
    </message>
    <message>
        <source>record the outcome of an appeal against an entry (chief referee only)</source>
        <comment>referee.appeal.help</comment>
        <translation>记录申诉的裁决（仅限裁判长）</translation>
    </message>
    <message>
        <source>correct an earlier entry (chief referee only)</source>
        <comment>referee.correct.help</comment>
        <translation>更正先前的记录（仅限裁判长）</translation>
    </message>
    <message>
        <source>the ledger entry ruled on</source>
        <comment>referee.opt.entry</comment>
        <translation>所针对的记录编号</translation>
    </message>
    <message>
        <source>reverse, amend (with --infraction and/or --penalty) or, for an appeal, uphold</source>
        <comment>referee.opt.ruling</comment>
        <translation>reverse（撤销）、amend（改判，配合 --infraction 或 --penalty），申诉还可 uphold（维持）</translation>
    </message>
    <message>
        <source>set a game's result against the ledger (chief referee only)</source>
        <comment>referee.override.help</comment>
        <translation>裁判长改判一局的结果（仅限裁判长）</translation>
    </message>
    <message>
        <source>the result: B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...</source>
        <comment>referee.opt.result</comment>
        <translation>结果：B+R、W+T、B+F、B+3.5、W+、jigo、both-lose 等</translation>
    </message>
    <message>
        <source>check the ledger's hash chain and the results that follow from it</source>
        <comment>referee.verify.help</comment>
        <translation>校验裁判记录的哈希链及由此产生的对局结果</translation>
    </message>
    <message>
        <source>ledger intact: %1 entries, head %2; every game's result agrees with it</source>
        <comment>referee.verify.ok</comment>
        <translation>裁判记录完好：共 %1 条，链尾 %2；各局结果与之一致</translation>
    </message>
    <message>
        <source>entry %1 has been altered: its content no longer matches its hash (%2)</source>
        <comment>referee.verify.hash</comment>
        <translation>记录 %1 已被改动：内容与其哈希值不符（%2）</translation>
    </message>
    <message>
        <source>entry %1 does not link to the entry before it (an entry was changed, removed or inserted)</source>
        <comment>referee.verify.link</comment>
        <translation>记录 %1 与前一条记录的链接断开（有记录被改动、删除或插入）</translation>
    </message>
    <message>
        <source>entry %1: the numbering has a gap (%2)</source>
        <comment>referee.verify.sequence</comment>
        <translation>记录 %1：编号不连续（%2）</translation>
    </message>
    <message>
        <source>round %1 board %2: the stored result is %3 but the ledger says %4</source>
        <comment>referee.verify.result</comment>
        <translation>第 %1 轮第 %2 台：存储的结果为 %3，但裁判记录判定为 %4</translation>
    </message>
    <message>
        <source>entry %1 (round %2 board %3, %4) was written for player %5, but player %6 sits there now: the warning must not count for someone else</source>
        <comment>referee.verify.seat</comment>
        <translation>第 %1 条记录（第 %2 轮第 %3 台，%4）记在棋手 %5 名下，但现在坐在该位置的是棋手 %6：警告不得算到他人头上</translation>
    </message>
    <message>
        <source>the ledger does not verify: %1 problem(s)</source>
        <comment>referee.verify.failed</comment>
        <translation>裁判记录校验未通过：%1 处问题</translation>
    </message>
    <message>
        <source>PDF not written: %1</source>
        <comment>reports.pdf-failed</comment>
        <translation>PDF 未能生成：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <comment>reports.warning</comment>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>reports.none</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>the event has no round with a draw yet</source>
        <comment>reports.no-rounds</comment>
        <translation>比赛尚无已编排的轮次</translation>
    </message>
    <message>
        <source>round %1 has no draw (rounds with a draw: %2)</source>
        <comment>reports.bad-round</comment>
        <translation>第 %1 轮尚未编排（已编排：%2）</translation>
    </message>
    <message>
        <source>'%1' is not a tie-break order (codes: %2)</source>
        <comment>reports.bad-order</comment>
        <translation>“%1”不是有效的小分顺序（代码：%2）</translation>
    </message>
    <message>
        <source>'%1' is not a rank</source>
        <comment>reports.bad-rank</comment>
        <translation>“%1”不是段级位</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <comment>reports.written</comment>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>scoring: %1 (win %2, jigo %3, loss %4, bye %5, absent %6; units per point %7)</source>
        <comment>reports.settings</comment>
        <translation>计分：%1（胜 %2，和 %3，负 %4，轮空 %5，缺席 %6；每分单位 %7）</translation>
    </message>
    <message>
        <source>convention: %1</source>
        <comment>reports.settings-convention</comment>
        <translation>排名规则：%1</translation>
    </message>
    <message>
        <source>tie-break order: %1</source>
        <comment>reports.settings-order</comment>
        <translation>小分顺序：%1</translation>
    </message>
    <message>
        <source>McMahon bar: %1, floor: %2</source>
        <comment>reports.settings-mm</comment>
        <translation>麦克马洪上限：%1，下限：%2</translation>
    </message>
    <message>
        <source>%1, line %2, column %3 ('%4'): %5</source>
        <comment>reports.games-csv-error</comment>
        <translation>%1，第 %2 行第 %3 列（“%4”）：%5</translation>
    </message>
    <message>
        <source>%1 has %2 errors; nothing was imported (first: line %3: %4)</source>
        <comment>reports.csv-errors</comment>
        <translation>%1 有 %2 处错误，未导入（第一处：第 %3 行：%4）</translation>
    </message>
    <message>
        <source>%1, line %2: %3; nothing was imported</source>
        <comment>reports.games-refused</comment>
        <translation>%1，第 %2 行：%3；未导入任何内容</translation>
    </message>
    <message>
        <source>imported %1 games from %2: rounds created: %3; results entered: %4, already there: %5</source>
        <comment>reports.imported-games</comment>
        <translation>已从 %2 导入 %1 盘对局：新建轮次 %3；录入结果 %4 盘，已有 %5 盘</translation>
    </message>
    <message>
        <source>%1 is not an OpenGotha tournament file: %2</source>
        <comment>reports.not-opengotha</comment>
        <translation>%1 不是 OpenGotha 比赛文件：%2</translation>
    </message>
    <message>
        <source>imported %1 players and %2 rounds from %3</source>
        <comment>reports.imported</comment>
        <translation>已从 %3 导入 %1 名棋手、%2 轮</translation>
    </message>
    <message>
        <source>%1 does not exist; a CSV import needs an existing event (tengen new)</source>
        <comment>reports.need-event</comment>
        <translation>%1 不存在；导入 CSV 需先建立比赛（tengen new）</translation>
    </message>
    <message>
        <source>imported %1 players from %2</source>
        <comment>reports.imported-players</comment>
        <translation>已从 %2 导入 %1 名棋手</translation>
    </message>
    <message>
        <source>standings (排名) after a round, with the event's tie-breaks</source>
        <comment>reports.standings.help</comment>
        <translation>某轮后的排名及小分（对手分、累进分等）</translation>
    </message>
    <message>
        <source>after this round (default: the last round with a draw)</source>
        <comment>opt.round-after</comment>
        <translation>截至该轮（默认：最后已编排的轮次）</translation>
    </message>
    <message>
        <source>output format</source>
        <comment>opt.format</comment>
        <translation>输出格式</translation>
    </message>
    <message>
        <source>write to this file instead of standard output</source>
        <comment>opt.output</comment>
        <translation>写入该文件而非标准输出</translation>
    </message>
    <message>
        <source>tie-break order for this run, e.g. SCORE,SOS,CUSS,DE,SOS-R</source>
        <comment>opt.tiebreaks</comment>
        <translation>本次使用的小分顺序，如 SCORE,SOS,CUSS,DE,SOS-R</translation>
    </message>
    <message>
        <source>HTML for a projector: big type, pages through long lists</source>
        <comment>opt.projector</comment>
        <translation>投影用 HTML：大字，长名单自动翻页</translation>
    </message>
    <message>
        <source>rows per projector page</source>
        <comment>opt.rows-per-page</comment>
        <translation>投影每页行数</translation>
    </message>
    <message>
        <source>EGF tournament class for h9: A, B, C, D or X (default: from the event's time control)</source>
        <comment>opt.class</comment>
        <translation>h9 的 EGF 比赛级别：A、B、C、D 或 X（默认按比赛用时推算）</translation>
    </message>
    <message>
        <source>the crosstable (wall chart) after a round</source>
        <comment>reports.crosstable.help</comment>
        <translation>某轮后的成绩交叉表</translation>
    </message>
    <message>
        <source>show or set the scoring convention and tie-break order</source>
        <comment>reports.tiebreaks.help</comment>
        <translation>查看或设置计分办法与小分顺序</translation>
    </message>
    <message>
        <source>tie-break order: SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING</source>
        <comment>opt.order</comment>
        <translation>小分顺序：SCORE MMS SOS SOS-1 SOS-2 SOSOS SODOS CUSS DE SOS-R NBW RATING</translation>
    </message>
    <message>
        <source>standings convention: tengen (Tengen's own), opengotha (OpenGotha's virtual opponent, declared absences rounded down, SOSM with the handicap, players who never played hidden), chinese (2-1-0, 对手分, 累进分, 直胜, 对手分逆减); sets the scoring and the tie-break order</source>
        <comment>opt.convention</comment>
        <translation>排名规则：tengen（天元默认）、opengotha（OpenGotha 的虚拟对手、仅计申报缺席并向下取整、SOSM 计让子、未出场者不列）、chinese（胜2和1负0，对手分、累进分、直胜、对手分逆减）；同时设定计分办法与小分顺序</translation>
    </message>
    <message>
        <source>scoring convention: chinese (2-1-0), egf (1-½-0), mcmahon</source>
        <comment>opt.preset</comment>
        <translation>计分办法：chinese（2-1-0）、egf（1-½-0）、mcmahon</translation>
    </message>
    <message>
        <source>McMahon bar (rank, e.g. 3d)</source>
        <comment>opt.bar</comment>
        <translation>麦克马洪上限（段位，如 3d）</translation>
    </message>
    <message>
        <source>McMahon floor (rank, e.g. 20k)</source>
        <comment>opt.floor</comment>
        <translation>麦克马洪下限（段位，如 20k）</translation>
    </message>
    <message>
        <source>what a bye scores, in the convention's units (0 to a win)</source>
        <comment>opt.bye</comment>
        <translation>轮空得分，按计分单位（0 至一胜）</translation>
    </message>
    <message>
        <source>what a bye adds to the McMahon score, in the convention's units</source>
        <comment>opt.mms-bye</comment>
        <translation>轮空计入麦克马洪分的分数，按计分单位</translation>
    </message>
    <message>
        <source>unknown standings convention '%1' (tengen, opengotha, chinese)</source>
        <comment>reports.bad-convention</comment>
        <translation>未知的排名规则“%1”（tengen、opengotha、chinese）</translation>
    </message>
    <message>
        <source>unknown scoring convention '%1' (chinese, egf, mcmahon)</source>
        <comment>reports.bad-preset</comment>
        <translation>未知的计分办法“%1”（chinese、egf、mcmahon）</translation>
    </message>
    <message>
        <source>a bye must score between 0 and a win (%2), not %1</source>
        <comment>reports.bad-bye</comment>
        <translation>轮空得分须在 0 与一胜（%2）之间，而不是 %1</translation>
    </message>
    <message>
        <source>standings settings saved</source>
        <comment>reports.settings-saved</comment>
        <translation>排名设置已保存</translation>
    </message>
    <message>
        <source>print pairings, result slips, standings or the crosstable to PDF</source>
        <comment>reports.print.help</comment>
        <translation>将对阵表、成绩单、排名或交叉表打印为 PDF</translation>
    </message>
    <message>
        <source>the pairing list of a round</source>
        <comment>reports.print.pairings.help</comment>
        <translation>某轮对阵表</translation>
    </message>
    <message>
        <source>result slips, one per board, four per page</source>
        <comment>reports.print.slips.help</comment>
        <translation>成绩单（每台一张，每页四张）</translation>
    </message>
    <message>
        <source>the standings after a round</source>
        <comment>reports.print.standings.help</comment>
        <translation>某轮后的排名</translation>
    </message>
    <message>
        <source>the crosstable after a round</source>
        <comment>reports.print.crosstable.help</comment>
        <translation>某轮后的交叉表</translation>
    </message>
    <message>
        <source>the referee ledger summary (all rounds, or --round N)</source>
        <comment>reports.print.ledger.help</comment>
        <translation>裁判记录汇总（全部轮次，或 --round N）</translation>
    </message>
    <message>
        <source>the round (default: the last round with a draw)</source>
        <comment>opt.round-of</comment>
        <translation>轮次（默认：最后已编排的轮次）</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <comment>opt.output-pdf</comment>
        <translation>要写入的 PDF 文件</translation>
    </message>
    <message>
        <source>list by player name instead of by board</source>
        <comment>opt.by-name</comment>
        <translation>按姓名而非台次列出</translation>
    </message>
    <message>
        <source>the address of `tengen serve` as phones reach it (e.g. http://192.168.1.10:8080): QR codes to the live pages on each page or slip</source>
        <comment>opt.live-url</comment>
        <translation>手机访问 `tengen serve` 的地址（如 http://192.168.1.10:8080）：每页或每张成绩单印上实时页面的二维码</translation>
    </message>
    <message>
        <source>export the event: OpenGotha XML, EGF h9, AGA results, FFG .tou, CSV, JSON, HTML</source>
        <comment>reports.export.help</comment>
        <translation>导出比赛：OpenGotha XML、EGF h9、AGA 成绩、FFG .tou、CSV、JSON、HTML</translation>
    </message>
    <message>
        <source>import an OpenGotha XML tournament (into a new or empty event), or players or games (a 'round' column) from CSV</source>
        <comment>reports.import.help</comment>
        <translation>导入 OpenGotha XML 比赛（到新的或空的比赛文件），或 CSV 棋手名单或对局（含 round 列）</translation>
    </message>
    <message>
        <source>the file to import (OpenGotha .xml, a players .csv or a games .csv)</source>
        <comment>opt.import-file</comment>
        <translation>要导入的文件（OpenGotha .xml、棋手 .csv 或对局 .csv）</translation>
    </message>
    <message>
        <source>round %1 board %2 already has the result %3: say why it is changed with --reason TEXT (the correction is logged, see `tengen result-log`)</source>
        <comment>result.reason-required</comment>
        <translation>第 %1 轮第 %2 台已有结果 %3：更改须用 --reason 说明原因（更正会被记录，见 `tengen result-log`）</translation>
    </message>
    <message>
        <source>round %1 board %2 already has %3 (entered by %4 at %5): nothing changed. To change it give --reason TEXT (the correction is logged)</source>
        <comment>result.taken</comment>
        <translation>第 %1 轮第 %2 台已有结果 %3（%4 于 %5 录入）：未作更改。如需更改，请用 --reason 说明原因（更正会被记录）</translation>
    </message>
    <message>
        <source>round %1 board %2 now has %3 (entered by %4 at %5), not %6: nothing changed. Look at it again; to change it give --corrects %3 --reason TEXT</source>
        <comment>result.stale</comment>
        <translation>第 %1 轮第 %2 台现为 %3（%4 于 %5 录入），而非 %6：未作更改。请重新查看；如需更改，请用 --corrects %3 --reason 说明原因</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 cannot happen with komi %4: a half-point komi leaves no jigo (和棋)</source>
        <comment>result.impossible.jigo</comment>
        <translation>第 %1 轮第 %2 台：贴目 %4 时不可能出现 %3：贴半目不会和棋</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 cannot happen with komi %4: with a half-point komi every margin ends in .5 (e.g. B+3.5)</source>
        <comment>result.impossible.whole</comment>
        <translation>第 %1 轮第 %2 台：贴目 %4 时不可能出现 %3：贴半目时胜负目数必带半目（如 B+3.5）</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 cannot happen with komi %4: with a whole-point komi every margin is a whole number of points</source>
        <comment>result.impossible.half</comment>
        <translation>第 %1 轮第 %2 台：贴目 %4 时不可能出现 %3：贴整目时胜负目数必为整数</translation>
    </message>
    <message>
        <source>round %1 board %2 already has %3: nothing changed</source>
        <comment>result.unchanged</comment>
        <translation>第 %1 轮第 %2 台已是 %3：未作更改</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 corrected to %4 (logged, see `tengen result-log`)</source>
        <comment>result.corrected</comment>
        <translation>第 %1 轮第 %2 台：%3 已更正为 %4（已记录，见 `tengen result-log`）</translation>
    </message>
    <message>
        <source>round %1 board %2: %3</source>
        <comment>result.saved</comment>
        <translation>第 %1 轮第 %2 台：%3</translation>
    </message>
    <message>
        <source>list who entered each result and every correction: when, game, old, new, reason, who</source>
        <comment>result-log.help</comment>
        <translation>列出每个结果的录入人及所有更正：时间、对局、原结果、新结果、原因、操作人</translation>
    </message>
    <message>
        <source>only the corrections, not the first entries</source>
        <comment>result-log.opt.corrections</comment>
        <translation>仅列出更正，不含首次录入</translation>
    </message>
    <message>
        <source>only this round</source>
        <comment>result-log.opt.round</comment>
        <translation>仅此轮</translation>
    </message>
    <message>
        <source>only this board</source>
        <comment>result-log.opt.board</comment>
        <translation>仅此台</translation>
    </message>
    <message>
        <source>no result entries or corrections logged</source>
        <comment>result-log.empty</comment>
        <translation>没有录入或更正记录</translation>
    </message>
    <message>
        <source>when</source>
        <comment>result-log.col.when</comment>
        <translation>时间</translation>
    </message>
    <message>
        <source>round</source>
        <comment>result-log.col.round</comment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>board</source>
        <comment>result-log.col.board</comment>
        <translation>台号</translation>
    </message>
    <message>
        <source>change</source>
        <comment>result-log.col.change</comment>
        <translation>变更</translation>
    </message>
    <message>
        <source>old</source>
        <comment>result-log.col.old</comment>
        <translation>原结果</translation>
    </message>
    <message>
        <source>new</source>
        <comment>result-log.col.new</comment>
        <translation>新结果</translation>
    </message>
    <message>
        <source>reason</source>
        <comment>result-log.col.reason</comment>
        <translation>原因</translation>
    </message>
    <message>
        <source>who</source>
        <comment>result-log.col.who</comment>
        <translation>操作人</translation>
    </message>
    <message>
        <source>entered</source>
        <comment>result-log.entered</comment>
        <translation>录入</translation>
    </message>
    <message>
        <source>corrected</source>
        <comment>result-log.corrected</comment>
        <translation>更正</translation>
    </message>
    <message>
        <source>--dead, --seki, --reported, --event and --save apply to one game; with several files each is counted with its own marks (TB/TW) and result (RE)</source>
        <comment>score.batch.one-game</comment>
        <translation>--dead、--seki、--reported、--event 和 --save 只适用于一盘棋；多个文件时各按其自身的标记（TB/TW）和结果（RE）数子</translation>
    </message>
    <message>
        <source>'%1' is not a komi</source>
        <comment>score.bad-komi</comment>
        <translation>“%1”不是贴目数</translation>
    </message>
    <message>
        <source>file</source>
        <comment>score.batch.file</comment>
        <translation>文件</translation>
    </message>
    <message>
        <source>rules</source>
        <comment>score.batch.rules</comment>
        <translation>规则</translation>
    </message>
    <message>
        <source>count</source>
        <comment>score.batch.count</comment>
        <translation>数子结果</translation>
    </message>
    <message>
        <source>recorded</source>
        <comment>score.batch.recorded</comment>
        <translation>棋谱结果</translation>
    </message>
    <message>
        <source>verdict</source>
        <comment>score.batch.verdict</comment>
        <translation>核对</translation>
    </message>
    <message>
        <source>not counted</source>
        <comment>score.batch.error</comment>
        <translation>未能数子</translation>
    </message>
    <message>
        <source>dead-stone decision needed (死活)</source>
        <comment>score.batch.needs-decision</comment>
        <translation>需要判定死活</translation>
    </message>
    <message>
        <source>Dead-stone decision needed (死活), chains in question:</source>
        <comment>score.batch.undecided</comment>
        <translation>需要判定死活的文件及有疑问的棋块：</translation>
    </message>
    <message>
        <source>Not counted:</source>
        <comment>score.batch.errors</comment>
        <translation>未能数子的文件：</translation>
    </message>
    <message>
        <source>%1 files: %2 agree, %3 disagree, %4 not compared, %5 need a dead-stone decision, %6 not counted</source>
        <comment>score.batch.summary</comment>
        <translation>共 %1 个文件：%2 个一致，%3 个不一致，%4 个未比较，%5 个需要判定死活，%6 个未能数子</translation>
    </message>
    <message>
        <source>not every count agrees with its record (%1 disagree, %2 need a dead-stone decision, %3 not counted)</source>
        <comment>score.batch.not-all</comment>
        <translation>并非所有数子结果都与棋谱一致（%1 个不一致，%2 个需要判定死活，%3 个未能数子）</translation>
    </message>
    <message>
        <source>Saved the verified count of round %1 board %2: %3; the game's result is now %3</source>
        <comment>score.saved.entered</comment>
        <translation>已保存第 %1 轮第 %2 台的核实数子结果：%3；该局结果已录入为 %3</translation>
    </message>
    <message>
        <source>Saved the verified count of round %1 board %2: %3; the game's entered result agrees</source>
        <comment>score.saved.agrees</comment>
        <translation>已保存第 %1 轮第 %2 台的核实数子结果：%3；该局已录入的结果与之一致</translation>
    </message>
    <message>
        <source>not saved: round %1 board %2 already has the result %3, the count gives %4 (correct the result first if the count is right)</source>
        <comment>score.refused.differs</comment>
        <translation>未保存：第 %1 轮第 %2 台已有结果 %3，数子结果为 %4（如数子无误，请先更正结果）</translation>
    </message>
    <message>
        <source>not saved: the referee ruled %3 for round %1 board %2 (ledger entry %4); only the chief referee can change it</source>
        <comment>score.refused.ledger</comment>
        <translation>未保存：裁判已判定第 %1 轮第 %2 台为 %3（记录 %4），只有裁判长可以更改</translation>
    </message>
    <message>
        <source>not saved: '%1' is not a result or count</source>
        <comment>score.refused.reported</comment>
        <translation>未保存：“%1”不是结果或子数</translation>
    </message>
    <message>
        <source>not saved: %1</source>
        <comment>score.refused.position</comment>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>--round, --board and --save need --event</source>
        <comment>score.needs-event</comment>
        <translation>--round、--board 和 --save 需要配合 --event 使用</translation>
    </message>
    <message>
        <source>with --event the event decides the rules and komi: drop --rules and --komi</source>
        <comment>score.event-terms</comment>
        <translation>使用 --event 时规则和贴目由赛事决定：请去掉 --rules 和 --komi</translation>
    </message>
    <message>
        <source>--event needs --round and --board</source>
        <comment>score.needs-game</comment>
        <translation>--event 需要配合 --round 和 --board</translation>
    </message>
    <message>
        <source>%1: a dead-stone decision (死活) is needed: the record marks no dead stones (no TB/TW on stones, no --dead) and the final position looks unfinished; these chains stand inside the opponent's area without two eyes: %2. Name the dead ones with --dead (--dead "" when none is dead)</source>
        <comment>score.needs-decision</comment>
        <translation>%1：需要判定死活：棋谱未标记死子（棋子上无 TB/TW，也未给 --dead），终局局面似未下完；以下棋块位于对方地域内且没有两只眼：%2。请用 --dead 指明死子（均为活棋时用 --dead ""）</translation>
    </message>
    <message>
        <source>Rules: %1 (%2), komi %3 (%4 stones), handicap %5</source>
        <comment>score.line.rules</comment>
        <translation>规则：%1（%2），贴目 %3（%4 子），让子 %5</translation>
    </message>
    <message>
        <source>area counting 数子法</source>
        <comment>score.area</comment>
        <translation>数子法</translation>
    </message>
    <message>
        <source>territory counting 数目法</source>
        <comment>score.territory</comment>
        <translation>数目法</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <comment>score.line.moves</comment>
        <translation>手数：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <comment>score.warning</comment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Setup stones (摆子, AB/AW; not handicap stones 让子: no compensation): %1 black, %2 white</source>
        <comment>score.line.setup</comment>
        <translation>摆放棋子（AB/AW，非让子，不还子）：黑 %1 子，白 %2 子</translation>
    </message>
    <message>
        <source>Whole-board repetition at move %1 (the position after move %2 again): a cycle (triple ko, eternal life, sending two returning one); %3</source>
        <comment>score.line.cycle</comment>
        <translation>第 %1 手出现全局同形（与第 %2 手后相同）：循环劫（三劫、长生、送二还一等），%3</translation>
    </message>
    <message>
        <source>Dead stones removed: %1</source>
        <comment>score.line.dead</comment>
        <translation>提除死子：%1</translation>
    </message>
    <message>
        <source>Stones in seki (双活): %1</source>
        <comment>score.line.seki</comment>
        <translation>双活棋子：%1</translation>
    </message>
    <message>
        <source>%1: %2 stones + %3 points = %4 (子)</source>
        <comment>score.line.area-side</comment>
        <translation>%1：%2 子 + %3 空 = %4 子</translation>
    </message>
    <message>
        <source>%1: %2 points of territory + %3 prisoners = %4</source>
        <comment>score.line.territory-side</comment>
        <translation>%1：%2 目 + 提子 %3 = %4 目</translation>
    </message>
    <message>
        <source>Neutral points (dame, 公气): %1, half to each side</source>
        <comment>score.line.neutral</comment>
        <translation>公气（单官）：%1，双方各得一半</translation>
    </message>
    <message>
        <source>Neutral points (dame and seki): %1</source>
        <comment>score.line.neutral-territory</comment>
        <translation>单官及双活点：%1</translation>
    </message>
    <message>
        <source>Baseline (归本数): %1; komi %2 stones; handicap compensation %3 stones</source>
        <comment>score.line.baseline</comment>
        <translation>归本数：%1；贴 %2 子；让子还 %3 子</translation>
    </message>
    <message>
        <source>Result: %1 (%2)</source>
        <comment>score.line.result</comment>
        <translation>结果：%1（%2）</translation>
    </message>
    <message>
        <source>Compared with %1: %2</source>
        <comment>score.line.compare</comment>
        <translation>与%1比较：%2</translation>
    </message>
    <message>
        <source>unreadable result, not compared (read are e.g. B+1.5, W+R, B+T, B+F, B+, 0, Draw, Void, ?, 黑胜3/4子)</source>
        <comment>score.unreadable</comment>
        <translation>无法识别的结果，未比较（可识别如 B+1.5、W+R、B+T、B+F、B+、0、Draw、Void、?、黑胜3/4子）</translation>
    </message>
    <message>
        <source>the count does not agree with %1</source>
        <comment>score.mismatch</comment>
        <translation>数子结果与%1不符</translation>
    </message>
    <message>
        <source>count an SGF game and verify its result (数子法 / territory counting)</source>
        <comment>score.help</comment>
        <translation>对 SGF 棋谱数子并核对结果（数子法 / 数目法）</translation>
    </message>
    <message>
        <source>the SGF file; several files are counted in one run and summed up in a table (or JSON)</source>
        <comment>score.opt.game</comment>
        <translation>SGF 棋谱文件；给出多个文件时一次数完并汇总成表（或 JSON）</translation>
    </message>
    <message>
        <source>rule set: chinese, chinese-practice, japanese, korean, tromp-taylor (default: the file's RU, else chinese)</source>
        <comment>score.opt.rules</comment>
        <translation>规则：chinese、chinese-practice、japanese、korean、tromp-taylor（默认取棋谱 RU，否则 chinese）</translation>
    </message>
    <message>
        <source>komi in points, e.g. 7.5 (3.75 is read as stones); default: the file's KM, else the rule set's</source>
        <comment>score.opt.komi</comment>
        <translation>贴目（目数，如 7.5；3.75 按子数理解）；默认取棋谱 KM，否则按规则</translation>
    </message>
    <message>
        <source>dead stones, e.g. D4,Q16 (each names its whole chain); TB/TW marks in the file are added; --dead "" when none is dead</source>
        <comment>score.opt.dead</comment>
        <translation>死子，如 D4,Q16（每点代表整块棋）；棋谱中的 TB/TW 标记一并计入；均为活棋时用 --dead ""</translation>
    </message>
    <message>
        <source>territory counting: chains in seki marked by the referee, e.g. C9,E9 (others are detected)</source>
        <comment>score.opt.seki</comment>
        <translation>数目法：裁判认定的双活棋块，如 C9,E9（其余自动检测）</translation>
    </message>
    <message>
        <source>the result the players reported: B+1.5, 黑胜3/4子, 黑185子, black 184.5 ...</source>
        <comment>score.opt.reported</comment>
        <translation>对局者报告的结果：B+1.5、黑胜3/4子、黑185子、black 184.5 等</translation>
    </message>
    <message>
        <source>count the game under this event's rules and the game's komi and handicap (with --round and --board)</source>
        <comment>score.opt.event</comment>
        <translation>按此赛事的规则及该局的贴目、让子数子（需配合 --round 与 --board）</translation>
    </message>
    <message>
        <source>the round of the game in the event</source>
        <comment>score.opt.round</comment>
        <translation>该局所在轮次</translation>
    </message>
    <message>
        <source>the board (table) number of the game</source>
        <comment>score.opt.board</comment>
        <translation>该局台号</translation>
    </message>
    <message>
        <source>store the verified count with the game; enters the result when the game has none</source>
        <comment>score.opt.save</comment>
        <translation>将核实的数子结果与该局一并保存；该局尚无结果时录入结果</translation>
    </message>
    <message>
        <source>propose the dead stones and seki (死活提议) of the final position, for the referee or the players to confirm or change; the count is shown only as 'if accepted'</source>
        <comment>score.opt.propose-dead</comment>
        <translation>对终局局面提出死子和双活的建议（死活提议），供裁判或对局者确认或修改；数子结果仅作为“如接受”显示</translation>
    </message>
    <message>
        <source>who proposes with --propose-dead: auto (GNU Go when installed, else Tengen's own rules), gnugo, tengen</source>
        <comment>score.opt.engine</comment>
        <translation>--propose-dead 的提议者：auto（已安装 GNU Go 时用它，否则用 Tengen 自己的规则）、gnugo、tengen</translation>
    </message>
    <message>
        <source>GNU Go plays square boards up to 19x19 only</source>
        <comment>score.propose.gnugo-size</comment>
        <translation>GNU Go 只支持 19 路以内的方形棋盘</translation>
    </message>
    <message>
        <source>GNU Go is not installed (Debian package gnugo, see scripts/install-deps.sh); --engine tengen or auto proposes with Tengen's own rules</source>
        <comment>score.propose.no-gnugo</comment>
        <translation>未安装 GNU Go（Debian 软件包 gnugo，见 scripts/install-deps.sh）；--engine tengen 或 auto 使用 Tengen 自己的规则提议</translation>
    </message>
    <message>
        <source>%1: Tengen's own rules propose instead</source>
        <comment>score.propose.fallback</comment>
        <translation>%1：改用 Tengen 自己的规则提议</translation>
    </message>
    <message>
        <source>GNU Go could not propose (%1)</source>
        <comment>score.propose.gnugo-failed</comment>
        <translation>GNU Go 未能给出提议（%1）</translation>
    </message>
    <message>
        <source>Tengen's own rules (Benson's unconditional life, seki, chains without two eyes in the opponent's area)</source>
        <comment>score.propose.tengen</comment>
        <translation>Tengen 自己的规则（Benson 无条件活、双活、对方地域内没有两只眼的棋块）</translation>
    </message>
    <message>
        <source>--propose-dead takes one game and no --save</source>
        <comment>score.propose.one-game</comment>
        <translation>--propose-dead 只接受一盘棋，且不能与 --save 同用</translation>
    </message>
    <message>
        <source>Dead-stone proposal (死活提议) by %1: a proposal for the referee or the players to confirm or change, not a decision; nothing is counted from it unless it is accepted</source>
        <comment>score.propose.title</comment>
        <translation>死活提议（提议者：%1）：仅供裁判或对局者确认或修改，并非判定；未经接受不据此数子</translation>
    </message>
    <message>
        <source>none</source>
        <comment>score.propose.none</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Proposed dead (死子): %1</source>
        <comment>score.propose.dead</comment>
        <translation>提议为死子：%1</translation>
    </message>
    <message>
        <source>Proposed seki (双活): %1</source>
        <comment>score.propose.seki</comment>
        <translation>提议为双活：%1</translation>
    </message>
    <message>
        <source>Marked dead in the record (TB/TW) or by --dead: %1</source>
        <comment>score.propose.marked</comment>
        <translation>棋谱（TB/TW）或 --dead 标记的死子：%1</translation>
    </message>
    <message>
        <source>If accepted: %1 (%2)</source>
        <comment>score.propose.if-accepted</comment>
        <translation>如接受：%1（%2）</translation>
    </message>
    <message>
        <source>If accepted, compared with %1: %2</source>
        <comment>score.propose.compare</comment>
        <translation>如接受，与%1比较：%2</translation>
    </message>
    <message>
        <source>To accept it: tengen score %1 %2</source>
        <comment>score.propose.accept</comment>
        <translation>接受此提议：tengen score %1 %2</translation>
    </message>
    <message>
        <source>2002 §5</source>
        <comment>art.chinese.suicide</comment>
        <translation>2002 第5条</translation>
    </message>
    <message>
        <source>Japanese 1989 Art. 3 and 4</source>
        <comment>art.japanese.suicide</comment>
        <translation>日本 1989 年规则第3、4条</translation>
    </message>
    <message>
        <source>Tromp-Taylor rule 7</source>
        <comment>art.tromp-taylor.suicide</comment>
        <translation>Tromp-Taylor 规则第7条</translation>
    </message>
    <message>
        <source>2002 §20.1</source>
        <comment>art.chinese.ko</comment>
        <translation>2002 第20条第1款</translation>
    </message>
    <message>
        <source>Japanese 1989 Art. 6</source>
        <comment>art.japanese.ko</comment>
        <translation>日本 1989 年规则第6条</translation>
    </message>
    <message>
        <source>Tromp-Taylor rule 6: a move may not repeat an earlier board</source>
        <comment>art.tromp-taylor.superko</comment>
        <translation>Tromp-Taylor 规则第6条：着手不得重现先前的盘面</translation>
    </message>
    <message>
        <source>2002 §6 and §20.3</source>
        <comment>art.chinese.superko</comment>
        <translation>2002 第6条、第20条第3款</translation>
    </message>
    <message>
        <source>Korean rules</source>
        <comment>art.korean</comment>
        <translation>韩国规则</translation>
    </message>
    <message>
        <source>%1 rules</source>
        <comment>art.other</comment>
        <translation>%1 规则</translation>
    </message>
    <message>
        <source>the point is not on the board</source>
        <comment>illegal.offboard</comment>
        <translation>该点不在棋盘上</translation>
    </message>
    <message>
        <source>the point is occupied</source>
        <comment>illegal.occupied</comment>
        <translation>该点已有棋子</translation>
    </message>
    <message>
        <source>forbidden point (禁着点): the move has no liberty and captures nothing (%1)</source>
        <comment>illegal.suicide</comment>
        <translation>禁着点：落子后无气且不能提子（%1）</translation>
    </message>
    <message>
        <source>ko recapture is forbidden (%1)</source>
        <comment>illegal.ko</comment>
        <translation>不得立即回提劫（%1）</translation>
    </message>
    <message>
        <source>whole-board repetition (全局同形再现) is forbidden (%1)</source>
        <comment>illegal.superko</comment>
        <translation>禁止全局同形再现（%1）</translation>
    </message>
    <message>
        <source>the game is over</source>
        <comment>illegal.over</comment>
        <translation>对局已结束</translation>
    </message>
    <message>
        <source>the event's regulations decide: no result (无胜负), draw or replay (2002 §20.3)</source>
        <comment>score.cycle.chinese-practice</comment>
        <translation>按竞赛规程处理：无胜负、和棋或加赛（2002 第20条第3款）</translation>
    </message>
    <message>
        <source>if neither player deviates the game ends without result (无胜负, Japanese 1989 Art. 12)</source>
        <comment>score.cycle.japanese</comment>
        <translation>双方均不变着则为无胜负（日本 1989 年规则第12条）</translation>
    </message>
    <message>
        <source>the referee decides</source>
        <comment>score.cycle.other</comment>
        <translation>由裁判处理</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>score.black</comment>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <comment>score.white</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>line %1, column %2: the root node has no ';' before its properties (as Nihon Ki-in files write it): read as if it had</source>
        <comment>score.warn.root-semicolon</comment>
        <translation>第 %1 行第 %2 列：根节点属性前缺少“;”（日本棋院棋谱常见）：按有“;”读取</translation>
    </message>
    <message>
        <source>the file is %1 with a byte-order mark: converted to UTF-8</source>
        <comment>score.warn.utf16</comment>
        <translation>文件为带字节序标记的 %1 编码：已转换为 UTF-8</translation>
    </message>
    <message>
        <source>line %1, column %2: handicap HA[%3] is not a whole number: %4 stones taken</source>
        <comment>score.warn.handicap</comment>
        <translation>第 %1 行第 %2 列：让子数 HA[%3] 不是整数：按 %4 子</translation>
    </message>
    <message>
        <source>line %1, column %2: komi KM[%3] is written x 100 (as Fox writes it): read as %4</source>
        <comment>score.warn.komi-100</comment>
        <translation>第 %1 行第 %2 列：贴目 KM[%3] 为 100 倍写法（野狐格式）：按 %4 读取</translation>
    </message>
    <message>
        <source>line %1, column %2: komi KM[%3] is in stones (贴子, 2002 §11): %4 stones = %5 points</source>
        <comment>score.warn.komi-stones</comment>
        <translation>第 %1 行第 %2 列：贴目 KM[%3] 按子数（贴子，2002 第11条）：%4 子 = %5 目</translation>
    </message>
    <message>
        <source>it matches a komi of %1 instead of %2</source>
        <comment>score.why.komi</comment>
        <translation>按贴目 %1（而非 %2）计算则相符</translation>
    </message>
    <message>
        <source>it matches a handicap compensation of %1 points instead of %2</source>
        <comment>score.why.compensation</comment>
        <translation>按让子还 %1 目（而非 %2 目）计算则相符</translation>
    </message>
    <message>
        <source>one neutral point (dame) was given to one side; it counts half to each</source>
        <comment>score.why.dame</comment>
        <translation>有一个公气被算给了一方；公气应双方各得一半</translation>
    </message>
    <message>
        <source>the %1 stones at %2 (%3) are counted %4 in it, %5 here</source>
        <comment>score.why.dead</comment>
        <translation>%2 处的%1棋（%3 子）在其中按%4计算，本次按%5计算</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>score.why.dead-word</comment>
        <translation>死子</translation>
    </message>
    <message>
        <source>alive</source>
        <comment>score.why.alive-word</comment>
        <translation>活棋</translation>
    </message>
    <message>
        <source>the count gives %1</source>
        <comment>score.why.winner</comment>
        <translation>数子结果为 %1</translation>
    </message>
    <message>
        <source>no single komi, compensation, dame or dead-stone difference explains it: recount</source>
        <comment>score.why.unexplained</comment>
        <translation>无法以贴目、还子、公气或死活单一原因解释，请复点</translation>
    </message>
    <message>
        <source>%1 (%2, 1 stone)</source>
        <comment>score.chain.one</comment>
        <translation>%1（%2，1 子）</translation>
    </message>
    <message>
        <source>%1 (%2, %3 stones)</source>
        <comment>score.chain</comment>
        <translation>%1（%2，%3 子）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>score.list-separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <comment>score.malformed</comment>
        <translation>%1，第 %2 行第 %3 列：%4</translation>
    </message>
    <message>
        <source>%1: move %2 (%3 at %4) repeats %5 (全局同形再现), which %6 forbids (%7); --rules chinese-practice counts such a game and reports the cycle (triple ko, eternal life ...) for the referee</source>
        <comment>score.illegal.superko</comment>
        <translation>%1：第 %2 手（%3 %4）重现%5（全局同形再现），%6 规则禁止（%7）；使用 --rules chinese-practice 可照常数子，并将循环劫（三劫、长生等）报告给裁判</translation>
    </message>
    <message>
        <source>B</source>
        <comment>score.b</comment>
        <translation>黑</translation>
    </message>
    <message>
        <source>W</source>
        <comment>score.w</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>the starting position</source>
        <comment>score.position.start</comment>
        <translation>开局（摆子后）的局面</translation>
    </message>
    <message>
        <source>the whole-board position after move %1</source>
        <comment>score.position.after</comment>
        <translation>第 %1 手后的全局局面</translation>
    </message>
    <message>
        <source>%1: move %2 (%3 at %4): %5</source>
        <comment>score.illegal</comment>
        <translation>%1：第 %2 手（%3 %4）：%5</translation>
    </message>
    <message>
        <source>move %1 (%2 at %3) is a second %4 move in a row: a double move (连下两着, 2002 §17.2: the second move is void and a warning is given); the record is counted as written</source>
        <comment>score.warn.double-move</comment>
        <translation>第 %1 手（%2 %3）为%4连下两着（2002 第17条第2款：判第二着无效并警告一次）；按棋谱原样计算</translation>
    </message>
    <message>
        <source>'%1' is not a point of this board</source>
        <comment>score.bad-point</comment>
        <translation>“%1”不是本棋盘上的点</translation>
    </message>
    <message>
        <source>%1: no stone there to mark</source>
        <comment>score.not-stone</comment>
        <translation>%1：此处没有棋子，无法标记</translation>
    </message>
    <message>
        <source>'%1' is not a result (B+1.5, W+R, 黑胜3/4子, 黑185子, black 184.5, 和棋)</source>
        <comment>score.bad-reported</comment>
        <translation>“%1”不是结果（B+1.5、W+R、黑胜3/4子、黑185子、black 184.5、和棋）</translation>
    </message>
    <message>
        <source>the reported '%1'</source>
        <comment>score.reported</comment>
        <translation>报告结果“%1”</translation>
    </message>
    <message>
        <source>the file's RE[%1]</source>
        <comment>score.file</comment>
        <translation>棋谱结果 RE[%1]</translation>
    </message>
    <message>
        <source>the file's result RE[%1] cannot be read: it was not verified</source>
        <comment>score.warn.unreadable</comment>
        <translation>棋谱结果 RE[%1] 无法识别，未予核对</translation>
    </message>
    <message>
        <source>%1 is a margin of 0 with a winner named: it agrees only with a drawn count (some programs write it for a game that ended without a count)</source>
        <comment>score.warn.zero-margin</comment>
        <translation>%1 为胜 0 目（却写明胜方）：仅与和棋的数子结果一致（有些软件对未数子终局的对局也这样记录）</translation>
    </message>
    <message>
        <source>no result recorded</source>
        <comment>score.no-result</comment>
        <translation>棋谱未记结果</translation>
    </message>
    <message>
        <source>agrees</source>
        <comment>score.agree</comment>
        <translation>一致</translation>
    </message>
    <message>
        <source>nothing to compare (no count in it)</source>
        <comment>score.nothing</comment>
        <translation>无可比较（未数子）</translation>
    </message>
    <message>
        <source>DISAGREES: the winner differs</source>
        <comment>score.disagree-winner</comment>
        <translation>不一致：胜负不同</translation>
    </message>
    <message>
        <source>DISAGREES by %1 stones</source>
        <comment>score.disagree-count</comment>
        <translation>不一致，相差 %1 子</translation>
    </message>
    <message>
        <source>DISAGREES by %1 points</source>
        <comment>score.disagree-margin</comment>
        <translation>不一致，相差 %1 目</translation>
    </message>
    <message>
        <source>serve the event's live pages over HTTP (read-only): home, pairings, players, standings, JSON API; open pages update on every stored change</source>
        <comment>serve.help</comment>
        <translation>通过 HTTP 发布赛事实时页面（只读）：首页、对阵、选手、成绩、JSON 接口；结果一经保存，已打开的页面随即更新</translation>
    </message>
    <message>
        <source>TCP port (0: any free port)</source>
        <comment>serve.opt.port</comment>
        <translation>TCP 端口（0：任一空闲端口）</translation>
    </message>
    <message>
        <source>address to listen on: 127.0.0.1 (default) serves this machine only; 0.0.0.0 serves the hall's network (every device that can reach this machine)</source>
        <comment>serve.opt.bind</comment>
        <translation>监听地址：127.0.0.1（默认）仅本机可访问；0.0.0.0 向赛场网络开放（凡能连到本机的设备均可访问）</translation>
    </message>
    <message>
        <source>most connections open at once (more are refused with 503)</source>
        <comment>serve.opt.max-connections</comment>
        <translation>同时打开的连接上限（超出时以 503 拒绝）</translation>
    </message>
    <message>
        <source>not an IP address: %1</source>
        <comment>serve.bad-bind</comment>
        <translation>不是 IP 地址：%1</translation>
    </message>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <comment>serve.cannot-listen</comment>
        <translation>无法在 %1 端口 %2 监听：%3</translation>
    </message>
    <message>
        <source>the event is not available yet; trying again every 2 seconds</source>
        <comment>serve.unavailable</comment>
        <translation>赛事暂不可用；每 2 秒重试一次</translation>
    </message>
    <message>
        <source>serving %1 at http://%2:%3/ (Ctrl+C stops)</source>
        <comment>serve.listening</comment>
        <translation>正在发布 %1：http://%2:%3/（Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>a subcommand is required</source>
        <comment>cli11.subcommand-required</comment>
        <translation>需要一个子命令</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <comment>cli11.required</comment>
        <translation>必须给出 %1</translation>
    </message>
    <message>
        <source>not expected here: %1</source>
        <comment>cli11.extras</comment>
        <translation>此处不应有：%1</translation>
    </message>
    <message>
        <source>%1: cannot read '%2'</source>
        <comment>cli11.conversion</comment>
        <translation>%1：无法读取“%2”</translation>
    </message>
    <message>
        <source>%2: '%1' is not allowed</source>
        <comment>cli11.not-allowed</comment>
        <translation>%2：不允许“%1”</translation>
    </message>
    <message>
        <source>%1: %2 is not between %3 and %4</source>
        <comment>cli11.range</comment>
        <translation>%1：%2 不在 %3 到 %4 之间</translation>
    </message>
    <message>
        <source>%1: %2 is not one of %3</source>
        <comment>cli11.member</comment>
        <translation>%1：%2 不是 %3 之一</translation>
    </message>
    <message>
        <source>%1: cannot read '%2'</source>
        <comment>cli11.conversion-value</comment>
        <translation>%1：无法读取“%2”</translation>
    </message>
    <message>
        <source>%1: cannot read '%2'</source>
        <comment>cli11.parse</comment>
        <translation>%1：无法读取“%2”</translation>
    </message>
    <message>
        <source>%1: no such file: %2</source>
        <comment>cli11.no-file</comment>
        <translation>%1：找不到文件：%2</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <comment>cli11.requires</comment>
        <translation>%1 需要同时给出 %2</translation>
    </message>
    <message>
        <source>%1 cannot go with %2</source>
        <comment>cli11.excludes</comment>
        <translation>%1 不能与 %2 同时使用</translation>
    </message>
    <message>
        <source>%2 takes %1 value(s), given %3</source>
        <comment>cli11.count</comment>
        <translation>%2 需要 %1 个值，实际给出 %3 个</translation>
    </message>
    <message>
        <source>%2 takes at least %1 value(s), given %3</source>
        <comment>cli11.count-min</comment>
        <translation>%2 至少需要 %1 个值，实际给出 %3 个</translation>
    </message>
    <message>
        <source>Usage</source>
        <comment>cli11.usage</comment>
        <translation>用法</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <comment>cli11.options-badge</comment>
        <translation>选项</translation>
    </message>
    <message>
        <source>SUBCOMMAND</source>
        <comment>cli11.subcommand-badge</comment>
        <translation>子命令</translation>
    </message>
    <message>
        <source>SUBCOMMANDS</source>
        <comment>cli11.subcommands-badge</comment>
        <translation>子命令</translation>
    </message>
    <message>
        <source>Positionals</source>
        <comment>cli11.positionals</comment>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>REQUIRED</source>
        <comment>cli11.required-label</comment>
        <translation>必填</translation>
    </message>
    <message>
        <source>Needs</source>
        <comment>cli11.needs</comment>
        <translation>需要</translation>
    </message>
    <message>
        <source>Excludes</source>
        <comment>cli11.excludes-label</comment>
        <translation>不可同用</translation>
    </message>
    <message>
        <source>TEXT</source>
        <comment>cli11.type-text</comment>
        <translation>文本</translation>
    </message>
    <message>
        <source>INT</source>
        <comment>cli11.type-int</comment>
        <translation>整数</translation>
    </message>
    <message>
        <source>UINT</source>
        <comment>cli11.type-uint</comment>
        <translation>非负整数</translation>
    </message>
    <message>
        <source>FLOAT</source>
        <comment>cli11.type-float</comment>
        <translation>数字</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <comment>cli11.help</comment>
        <translation>显示本帮助并退出</translation>
    </message>
    <message>
        <source>Options</source>
        <comment>cli11.options</comment>
        <translation>选项</translation>
    </message>
    <message>
        <source>Subcommands</source>
        <comment>cli11.subcommands</comment>
        <translation>子命令</translation>
    </message>
    <message>
        <source>show the help of every command</source>
        <comment>cli11.help-all</comment>
        <translation>显示所有命令的帮助</translation>
    </message>
    <message>
        <source>see %1 --help</source>
        <comment>cli11.see-help</comment>
        <translation>见 %1 --help</translation>
    </message>
    <message>
        <source>bench web: the result service refused a simulated result (round %1 board %2)</source>
        <comment>bench.web.refused</comment>
        <translation>bench web：结果服务拒绝了一个模拟结果（第 %1 轮第 %2 台）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>chain.none</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>seal %1</source>
        <comment>chain.by-seal</comment>
        <translation>封印 %1</translation>
    </message>
    <message>
        <source>the printed head</source>
        <comment>chain.by-head</comment>
        <translation>打印的链头</translation>
    </message>
    <message>
        <source>the referee ledger</source>
        <comment>chain.ledger</comment>
        <translation>裁判记录</translation>
    </message>
    <message>
        <source>the event log</source>
        <comment>chain.event-log</comment>
        <translation>比赛设置记录</translation>
    </message>
    <message>
        <source>the result log of round %1 board %2</source>
        <comment>chain.results</comment>
        <translation>第 %1 轮第 %2 台的成绩记录</translation>
    </message>
    <message>
        <source>the clock journal of round %1 board %2</source>
        <comment>chain.clock</comment>
        <translation>第 %1 轮第 %2 台的棋钟记录</translation>
    </message>
    <message>
        <source>%1, entry %2 (row %3): edited: its content no longer gives its stored hash (stored %4, content %5)</source>
        <comment>chain.edited</comment>
        <translation>%1，第 %2 条（行 %3）：已被修改：内容与所存哈希不符（存储 %4，内容 %5）</translation>
    </message>
    <message>
        <source>%1, entry %2 (row %3): broken link: the entry before it was removed or changed (it points at %4, the entry before is %5)</source>
        <comment>chain.link</comment>
        <translation>%1，第 %2 条（行 %3）：链接断开：其前一条已被删除或修改（指向 %4，前一条为 %5）</translation>
    </message>
    <message>
        <source>%1, entry %2 (row %3): the numbering skips entry %4: removed</source>
        <comment>chain.gap</comment>
        <translation>%1，第 %2 条（行 %3）：编号跳过了第 %4 条：已被删除</translation>
    </message>
    <message>
        <source>%1: %2 entries, but %3 recorded %4: entries %5 to %4 were removed from the end</source>
        <comment>chain.tail</comment>
        <translation>%1：现有 %2 条，但%3 记录了 %4 条：末尾第 %5 至 %4 条已被删除</translation>
    </message>
    <message>
        <source>%1, entry %2 (row %3): not the entry %4 recorded (%5 there, %6 now): rewritten and re-hashed</source>
        <comment>chain.head</comment>
        <translation>%1，第 %2 条（行 %3）：与%4 记录的不同（记录 %5，现为 %6）：已被改写并重新计算哈希</translation>
    </message>
    <message>
        <source>%1: gone, but %2 recorded %3 entries</source>
        <comment>chain.missing</comment>
        <translation>%1：已不存在，但%2 记录了 %3 条</translation>
    </message>
    <message>
        <source>the printed digest %1 no longer matches the logs (now %2): entries were removed, changed or added since it was printed</source>
        <comment>chain.digest</comment>
        <translation>打印的总摘要 %1 与记录不再相符（现为 %2）：打印后有条目被删除、修改或新增</translation>
    </message>
    <message>
        <source>seal %1: its signature does not verify: the seal or its public key was changed</source>
        <comment>chain.signature</comment>
        <translation>封印 %1：签名验证失败：封印或其公钥已被改动</translation>
    </message>
    <message>
        <source>seal %1: made with key %2, not with the key given (%3)</source>
        <comment>chain.other-key</comment>
        <translation>封印 %1：由密钥 %2 签署，而非所给密钥（%3）</translation>
    </message>
    <message>
        <source>round %1 board %2: the game's result is %3, but the last value in its result log is %4: changed without its log row</source>
        <comment>chain.result</comment>
        <translation>第 %1 轮第 %2 台：对局结果为 %3，但成绩记录的最后一项为 %4：未经记录被修改</translation>
    </message>
    <message>
        <source>%1 chains, %2 entries, %3 seal(s), %4 printed head(s)</source>
        <comment>chain.summary</comment>
        <translation>%1 条链、%2 条记录、%3 个封印、%4 个打印链头</translation>
    </message>
    <message>
        <source>Log heads (tengen db check --head): %1</source>
        <comment>chain.paper</comment>
        <translation>记录链头（tengen db check --head 核对）：%1</translation>
    </message>
    <message>
        <source>a head printed on a standings sheet or slip (CHAIN:COUNT:HEX, or all:ENTRIES:HEX): the logs must still extend it (repeatable)</source>
        <comment>chain.opt.head</comment>
        <translation>成绩表或记录单上打印的链头（链:条数:十六进制，或 all:总条数:十六进制）：记录须仍延续它（可重复）</translation>
    </message>
    <message>
        <source>a seal key file: every seal must be made with its public key</source>
        <comment>chain.opt.key</comment>
        <translation>封印密钥文件：每个封印都须由其公钥对应的密钥签署</translation>
    </message>
    <message>
        <source>--head %1: expected CHAIN:COUNT:HEX as printed (at least 8 hex digits)</source>
        <comment>chain.bad-head</comment>
        <translation>--head %1：应为打印的 链:条数:十六进制（至少 8 位十六进制）</translation>
    </message>
    <message>
        <source>verify an event's integrity (schema version, foreign keys, triggers, hash chains, seals)</source>
        <comment>db.check.help</comment>
        <translation>检查比赛数据完整性（结构版本、外键、触发器、哈希链、封印）</translation>
    </message>
    <message>
        <source>sealed %1 (seal %2): %3 chains, %4 entries; public key %5; digest %6</source>
        <comment>db.seal.done</comment>
        <translation>已封印 %1（封印 %2）：%3 条链、%4 条记录；公钥 %5；总摘要 %6</translation>
    </message>
    <message>
        <source>sign the heads of every log's hash chain with your Ed25519 key (stored in the event)</source>
        <comment>db.seal.help</comment>
        <translation>用您的 Ed25519 密钥签署各记录哈希链的链头（存入比赛）</translation>
    </message>
    <message>
        <source>the key file (default: %1; made on first use)</source>
        <comment>db.seal.opt.key</comment>
        <translation>密钥文件（默认：%1；首次使用时生成）</translation>
    </message>
    <message>
        <source>who seals (default: the database or system user)</source>
        <comment>db.seal.opt.who</comment>
        <translation>封印人（默认：数据库或系统用户）</translation>
    </message>
    <message>
        <source>print the short head and entry count of every log's hash chain</source>
        <comment>db.heads.help</comment>
        <translation>打印各记录哈希链的短链头与条数</translation>
    </message>
    <message>
        <source>unknown draw profile '%1'</source>
        <comment>bench.pairing.bad-profile</comment>
        <translation>未知编排方案“%1”</translation>
    </message>
    <message>
        <source>draw profile for Swiss and McMahon: tengen or opengotha</source>
        <comment>bench.pairing.profile</comment>
        <translation>积分编排与麦克马洪的编排方案：tengen 或 opengotha</translation>
    </message>
    <message>
        <source>base (OpenGotha's 1 for every allowed pair)</source>
        <comment>criterion.base</comment>
        <translation>基数（OpenGotha 每个可行对阵的 1）</translation>
    </message>
    <message>
        <source>paiBaAvoidDuplGame: avoid duplicates (不重复对阵)</source>
        <comment>criterion.paiBaAvoidDuplGame</comment>
        <translation>paiBaAvoidDuplGame：避免重复对阵</translation>
    </message>
    <message>
        <source>paiBaRandom: random (随机)</source>
        <comment>criterion.paiBaRandom</comment>
        <translation>paiBaRandom：随机</translation>
    </message>
    <message>
        <source>paiBaBalanceWB: colour balance (黑白平衡)</source>
        <comment>criterion.paiBaBalanceWB</comment>
        <translation>paiBaBalanceWB：黑白平衡</translation>
    </message>
    <message>
        <source>paiMaMinimizeScoreDifference: score difference (分差)</source>
        <comment>criterion.paiMaMinimizeScoreDifference</comment>
        <translation>paiMaMinimizeScoreDifference：分差最小</translation>
    </message>
    <message>
        <source>paiMaDUDDWeight: draw-up/draw-down (升降)</source>
        <comment>criterion.paiMaDUDDWeight</comment>
        <translation>paiMaDUDDWeight：升降调整</translation>
    </message>
    <message>
        <source>paiMaMaximizeSeeding: seeding (种子)</source>
        <comment>criterion.paiMaMaximizeSeeding</comment>
        <translation>paiMaMaximizeSeeding：种子排序</translation>
    </message>
    <message>
        <source>paiSeMinimizeHandicap: handicap (让子)</source>
        <comment>criterion.paiSeMinimizeHandicap</comment>
        <translation>paiSeMinimizeHandicap：让子最少</translation>
    </message>
    <message>
        <source>paiSeAvoidSameGeo: club/country (同单位回避)</source>
        <comment>criterion.paiSeAvoidSameGeo</comment>
        <translation>paiSeAvoidSameGeo：同单位/国家回避</translation>
    </message>
    <message>
        <source>Unknown draw profile %1: tengen or opengotha.</source>
        <comment>pair.bad-profile</comment>
        <translation>未知的编排方案 %1：应为 tengen 或 opengotha。</translation>
    </message>
    <message>
        <source>Draw profile of the event is now %1.</source>
        <comment>pair.profile</comment>
        <translation>本赛事的编排方案现为 %1。</translation>
    </message>
    <message>
        <source>the event's draw profile from now on: tengen, or opengotha (OpenGotha's pairing and parameters)</source>
        <comment>opt.profile</comment>
        <translation>本赛事此后的编排方案：tengen，或 opengotha（OpenGotha 的编排与参数）</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <comment>swap.warning</comment>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>the server already running on port %3 of this machine; results stored on round %1 (%2 boards)</source>
        <comment>bench.web.given-server</comment>
        <translation>本机端口 %3 上已在运行的服务器；结果录入第 %1 轮（%2 台）</translation>
    </message>
    <message>
        <source>load a server already running on this port of 127.0.0.1 (the desk's live pages) instead of starting tengen serve</source>
        <comment>bench.web.port</comment>
        <translation>加载 127.0.0.1 上此端口已在运行的服务器（桌面端的实时页面），不启动 tengen serve</translation>
    </message>
    <message>
        <source>seal %1: sealed by an untrusted key (fingerprint %2): neither the first seal's key nor one added with `tengen db trust`</source>
        <comment>chain.untrusted-key</comment>
        <translation>封印 %1：由不受信任的密钥签署（指纹 %2）：既非首个封印的密钥，也未经 `tengen db trust` 添加</translation>
    </message>
    <message>
        <source>round %1 board %2: the game's result is %3, but it has no result log (成绩记录) and no import recorded it: set without the log, or from before the log</source>
        <comment>chain.result.nolog</comment>
        <translation>第 %1 轮第 %2 台：对局结果为 %3，但没有成绩记录，也没有导入记载它：未经记录写入，或早于成绩记录</translation>
    </message>
    <message>
        <source>round %1 board %2: the game's result is %3, but its import recorded %4 (in the event log) and it has no result log since</source>
        <comment>chain.result.import</comment>
        <translation>第 %1 轮第 %2 台：对局结果为 %3，但导入时（赛事日志中）记载为 %4，此后也没有成绩记录</translation>
    </message>
    <message>
        <source>, %1 imported result(s) without a result log, as their import recorded them</source>
        <comment>chain.summary.imported</comment>
        <translation>、%1 个导入的成绩（无成绩记录，与导入记载一致）</translation>
    </message>
    <message>
        <source>its command (SELECT, INSERT...)</source>
        <comment>db.check.policy.command</comment>
        <translation>其命令（SELECT、INSERT……）</translation>
    </message>
    <message>
        <source>the roles it applies to</source>
        <comment>db.check.policy.roles</comment>
        <translation>其适用的角色</translation>
    </message>
    <message>
        <source>permissive or restrictive</source>
        <comment>db.check.policy.permissive</comment>
        <translation>宽松或限制类型</translation>
    </message>
    <message>
        <source>its check of the user's role in the event</source>
        <comment>db.check.policy.role</comment>
        <translation>其对用户在本赛事中角色的检查</translation>
    </message>
    <message>
        <source>its check of the rows a row points at (guard)</source>
        <comment>db.check.policy.guard</comment>
        <translation>其对所指向行的检查（守卫条件）</translation>
    </message>
    <message>
        <source>table %1: row-level security policy (行级安全策略) %2 is missing (dropped or renamed)</source>
        <comment>db.check.policy.missing</comment>
        <translation>表 %1：行级安全策略 %2 缺失（已被删除或改名）</translation>
    </message>
    <message>
        <source>table %1: row-level security policy (行级安全策略) %2 was altered: %3 differs from the declared rights</source>
        <comment>db.check.policy.altered</comment>
        <translation>表 %1：行级安全策略 %2 已被改动：%3与声明的权限不符</translation>
    </message>
    <message>
        <source>table %1: row-level security policy (行级安全策略) %2 is not one the declared rights make (it may widen access)</source>
        <comment>db.check.policy.unexpected</comment>
        <translation>表 %1：行级安全策略 %2 不是声明的权限所生成的（可能扩大了访问权限）</translation>
    </message>
    <message>
        <source>%1: seals made with key %2 are now trusted (logged in the event log)</source>
        <comment>db.trust.done</comment>
        <translation>%1：由密钥 %2 签署的封印现已受信任（已记入赛事日志）</translation>
    </message>
    <message>
        <source>%1: key %2 is trusted already</source>
        <comment>db.trust.already</comment>
        <translation>%1：密钥 %2 已受信任</translation>
    </message>
    <message>
        <source>trust seals made with another key (a chief referee's): its public key is logged in the event log</source>
        <comment>db.trust.help</comment>
        <translation>信任由另一密钥（如裁判长的）签署的封印：其公钥记入赛事日志</translation>
    </message>
    <message>
        <source>the seal key file whose public key to trust</source>
        <comment>db.trust.opt.key</comment>
        <translation>要信任其公钥的封印密钥文件</translation>
    </message>
    <message>
        <source>who trusts it (default: the database or system user)</source>
        <comment>db.trust.opt.who</comment>
        <translation>信任人（默认：数据库或系统用户）</translation>
    </message>
    <message>
        <source>paiMaAvoidMixingCategories: categories (组别)</source>
        <comment>criterion.paiMaAvoidMixingCategories</comment>
        <translation>paiMaAvoidMixingCategories：组别回避</translation>
    </message>
    <message>
        <source>'%1' is not a komi: komi is a multiple of 0.5 points (7.5, 6, -0.5)</source>
        <comment>event.bad-komi</comment>
        <translation>“%1”不是贴目：贴目须为 0.5 目的整数倍（7.5、6、-0.5）</translation>
    </message>
    <message>
        <source>schema version %1, expected %2</source>
        <comment>db.check.schema</comment>
        <translation>数据库结构版本 %1，应为 %2</translation>
    </message>
    <message>
        <source>integrity: %1</source>
        <comment>db.check.integrity</comment>
        <translation>完整性检查：%1</translation>
    </message>
    <message>
        <source>foreign key: %1 row %2 refers to a missing %3 row</source>
        <comment>db.check.fk-row</comment>
        <translation>外键：%1 的第 %2 行指向不存在的 %3 行</translation>
    </message>
    <message>
        <source>foreign key %2 on %1 not validated</source>
        <comment>db.check.fk-invalid</comment>
        <translation>%1 上的外键 %2 未经验证</translation>
    </message>
    <message>
        <source>trigger %2 on %1 disabled</source>
        <comment>db.check.trigger-disabled</comment>
        <translation>%1 上的触发器 %2 已被停用</translation>
    </message>
    <message>
        <source>%1: no change feed trigger</source>
        <comment>db.check.no-feed</comment>
        <translation>%1：没有变更通知触发器</translation>
    </message>
    <message>
        <source>%1: not append-only</source>
        <comment>db.check.not-append-only</comment>
        <translation>%1：不再只可追加</translation>
    </message>
    <message>
        <source>%1: no row-level security (roles per event)</source>
        <comment>db.check.no-rls</comment>
        <translation>%1：没有行级安全（按赛事分角色）</translation>
    </message>
    <message>
        <source>%1: no hash chain trigger (tengen_chain)</source>
        <comment>db.check.no-chain</comment>
        <translation>%1：没有哈希链触发器（tengen_chain）</translation>
    </message>
    <message>
        <source>round %1 board %2: a player of another event</source>
        <comment>db.check.foreign-game</comment>
        <translation>第 %1 轮第 %2 台：有其他赛事的棋手</translation>
    </message>
    <message>
        <source>round %1: bye for player %2 of another event</source>
        <comment>db.check.foreign-bye</comment>
        <translation>第 %1 轮：轮空给了其他赛事的棋手 %2</translation>
    </message>
    <message>
        <source>clock journal row %1 says event %2 round %3 board %4, but its clock is event %5 round %6 board %7</source>
        <comment>db.check.stray-clock-row</comment>
        <translation>计时记录第 %1 行写的是赛事 %2 第 %3 轮第 %4 台，但其计时钟属于赛事 %5 第 %6 轮第 %7 台</translation>
    </message>
    <message>
        <source>%1: not append-only (trigger %2 missing)</source>
        <comment>db.check.trigger-missing</comment>
        <translation>%1：不再只可追加（触发器 %2 缺失）</translation>
    </message>
    <message>
        <source>%1: not append-only (trigger %2 no longer refuses)</source>
        <comment>db.check.trigger-inert</comment>
        <translation>%1：不再只可追加（触发器 %2 已不再拒绝修改）</translation>
    </message>
    <message>
        <source>%1: not in the declared rights (db/store/access_rights.h)</source>
        <comment>db.check.undeclared</comment>
        <translation>%1：不在声明的权限表中（db/store/access_rights.h）</translation>
    </message>
    <message>
        <source>%1: UPDATE not refused (no tengen_no_update trigger)</source>
        <comment>db.check.update-allowed</comment>
        <translation>%1：未拒绝 UPDATE（没有 tengen_no_update 触发器）</translation>
    </message>
    <message>
        <source>schema version %1</source>
        <comment>db.check.part.schema</comment>
        <translation>数据库结构版本 %1</translation>
    </message>
    <message>
        <source>integrity</source>
        <comment>db.check.part.integrity</comment>
        <translation>完整性</translation>
    </message>
    <message>
        <source>foreign keys</source>
        <comment>db.check.part.fk</comment>
        <translation>外键</translation>
    </message>
    <message>
        <source>change feed and append-only triggers, row-level security</source>
        <comment>db.check.part.triggers</comment>
        <translation>变更通知与只可追加触发器、行级安全</translation>
    </message>
    <message>
        <source>row-level security policies as declared</source>
        <comment>db.check.part.policies</comment>
        <translation>行级安全策略与声明一致</translation>
    </message>
    <message>
        <source>games and byes within the event</source>
        <comment>db.check.part.games</comment>
        <translation>对局与轮空均属本赛事</translation>
    </message>
    <message>
        <source>clock journal rows on their own clock's board</source>
        <comment>db.check.part.clock</comment>
        <translation>计时记录都在其计时钟的台次上</translation>
    </message>
    <message>
        <source>append-only triggers</source>
        <comment>db.check.part.append-only</comment>
        <translation>只可追加触发器</translation>
    </message>
    <message>
        <source>declared rights per table</source>
        <comment>db.check.part.rights</comment>
        <translation>每张表的声明权限</translation>
    </message>
    <message>
        <source>line %1, column %2: komi KM[%3] is no multiple of 0.5 (贴目): read as %4, the nearest half point</source>
        <comment>score.warn.komi-rounded</comment>
        <translation>第 %1 行第 %2 列：贴目 KM[%3] 不是 0.5 的倍数：按最接近的半目读作 %4</translation>
    </message>
    <message>
        <source>benchmarks (figures, not tests)</source>
        <comment>bench.parent</comment>
        <translation>基准测试（给出数据，不是测试）</translation>
    </message>
    <message>
        <source>games in the event (default: as many as results); more than results measures ledger entries or clock events alone</source>
        <comment>bench.db.games</comment>
        <translation>赛事中的对局数（默认与成绩数相同）；多于成绩数时可单独测量裁判记录或棋钟事件</translation>
    </message>
    <message>
        <source>GNU Go is not installed (Debian package gnugo, see scripts/install-deps.sh)</source>
        <comment>score.propose.gnugo-absent</comment>
        <translation>未安装 GNU Go（Debian 软件包 gnugo，见 scripts/install-deps.sh）</translation>
    </message>
</context>
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
    <name>ImportWords</name>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>小数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a rank such as 20K or 1D</source>
        <translation>段级位，如 20K 或 1D</translation>
    </message>
    <message>
        <source>SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP</source>
        <translation>SPLITANDRANDOM、SPLITANDFOLD 或 SPLITANDSLIP</translation>
    </message>
    <message>
        <source>TOP, MID or BOT</source>
        <translation>TOP、MID 或 BOT</translation>
    </message>
    <message>
        <source>one of OpenGotha's placement criteria (SOSW, SOSM-1, DC, ...)</source>
        <translation> OpenGotha 的排名标准之一（SOSW、SOSM-1、DC 等）</translation>
    </message>
    <message>
        <source>%1 is '%2', not %3; ignored</source>
        <translation>%1 为“%2”，应为%3；已忽略</translation>
    </message>
    <message>
        <source>category %1 of %2: only categories 1 to %3 have a lower limit; skipped</source>
        <translation>组别 %1（共 %2 组）：只有第 1 至 %3 组有下限；已跳过</translation>
    </message>
    <message>
        <source>player %1: '%2' is not a rank; imported as 20k</source>
        <translation>棋手 %1：“%2”不是段级位；按 20 级导入</translation>
    </message>
    <message>
        <source>two players share the OpenGotha key %1 (surname and first name); its games go to the first</source>
        <translation>两名棋手的 OpenGotha 键 %1（姓与名）相同；其对局归第一名棋手</translation>
    </message>
    <message>
        <source>round %1 board %2: a player of this game is unknown; game skipped</source>
        <translation>第 %1 轮第 %2 台：此局有未知棋手；已跳过此局</translation>
    </message>
    <message>
        <source>a bye names an unknown player or round; skipped</source>
        <translation>一条轮空记录指向未知棋手或轮次；已跳过</translation>
    </message>
    <message>
        <source>a forbidden pair names an unknown player; skipped</source>
        <translation>一条禁配记录指向未知棋手；已跳过</translation>
    </message>
    <message>
        <source>a fixed pair names an unknown player or round; skipped</source>
        <translation>一条固定配对指向未知棋手或轮次；已跳过</translation>
    </message>
    <message>
        <source>a fixed table names an unknown player or table; skipped</source>
        <translation>一条固定台次指向未知棋手或台号；已跳过</translation>
    </message>
    <message>
        <source>round %1: '%2' is not a start time; the round keeps none</source>
        <translation>第 %1 轮：“%2”不是开始时间；该轮不设开始时间</translation>
    </message>
    <message>
        <source>draw setting %1=%2 refused; the default is kept</source>
        <translation>编排设置 %1=%2 被拒绝；保留默认值</translation>
    </message>
    <message>
        <source>name: the event needs a name</source>
        <translation>名称：比赛需要名称</translation>
    </message>
    <message>
        <source>rounds: must be between %1 and %2</source>
        <translation>轮数：必须在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>board size: must be %1 to %2 lines</source>
        <translation>棋盘大小：必须为 %1 到 %2 路</translation>
    </message>
    <message>
        <source>komi (贴目): must be between -%1 and %1</source>
        <translation>贴目：必须在 -%1 到 %1 之间</translation>
    </message>
    <message>
        <source>dates: the event ends before it starts</source>
        <translation>日期：比赛结束日期早于开始日期</translation>
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
        <source>Base (OpenGotha's 1 for every allowed pair)</source>
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
    <message>
        <source>paiMaAvoidMixingCategories: categories (组别)</source>
        <translation>paiMaAvoidMixingCategories：组别回避</translation>
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
    <message>
        <source>corrections and appeals apply to infraction entries and overrides</source>
        <translation>更正与申诉只针对犯规记录或裁判长改判</translation>
    </message>
    <message>
        <source>an override can only be reversed; enter a new override to change it</source>
        <translation>裁判长改判只能撤销；如需变更请另行改判</translation>
    </message>
    <message>
        <source>only an appeal can be upheld</source>
        <translation>只有申诉可以“维持”</translation>
    </message>
    <message>
        <source>an amendment needs a new infraction or a new penalty</source>
        <translation>改判须给出新的犯规或新的处罚</translation>
    </message>
    <message>
        <source>a ruling must reverse, amend or uphold</source>
        <translation>裁决须为撤销、改判或维持</translation>
    </message>
    <message>
        <source>that ruling is not possible here: %1</source>
        <translation>无法作此裁决：%1</translation>
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
    <name>WebPages</name>
    <message>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <source>McMahon</source>
        <translation>麦克马洪制</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>Chinese Weiqi Rules (2002)</source>
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
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>对阵</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>按姓名</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>成绩</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成绩交叉表</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>计时钟</translation>
    </message>
    <message>
        <source>Published copy, version </source>
        <translation>静态发布版本 </translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时更新</translation>
    </message>
    <message>
        <source>offline: reload to update</source>
        <translation>已断开：请刷新页面</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>进行中</translation>
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
        <source>win</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>负</translation>
    </message>
    <message>
        <source>jigo</source>
        <translation>和</translation>
    </message>
    <message>
        <source>unplayed</source>
        <translation>未赛</translation>
    </message>
    <message>
        <source> (forfeit)</source>
        <translation>（不战）</translation>
    </message>
    <message>
        <source> (referee)</source>
        <translation>（裁判判定）</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a player's colour</comment>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <comment>a player's colour</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the winner of a game: Black</comment>
        <translation>黑</translation>
    </message>
    <message>
        <source>W</source>
        <comment>the winner of a game: White</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>%1+R</source>
        <translation>%1中盘胜</translation>
    </message>
    <message>
        <source>%1+T</source>
        <translation>%1超时胜</translation>
    </message>
    <message>
        <source>%1+F</source>
        <translation>%1不战胜</translation>
    </message>
    <message>
        <source>%1+%2</source>
        <translation>%1胜 %2 目</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>BothLose</source>
        <translation>双负</translation>
    </message>
    <message>
        <source>BothWin</source>
        <translation>双胜</translation>
    </message>
    <message>
        <source>Unplayed</source>
        <translation>未赛</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>a number of rounds</comment>
        <translation>%1 轮</translation>
    </message>
    <message>
        <source>System</source>
        <translation>编排</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>No round has been drawn yet.</source>
        <translation>尚未编排。</translation>
    </message>
    <message>
        <source>Current round</source>
        <translation>当前轮次</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1（共 %2 轮）</translation>
    </message>
    <message>
        <source>%1 of %2 results in</source>
        <translation>已录入结果 %1 / %2</translation>
    </message>
    <message>
        <source>Pairings by board</source>
        <translation>按台号对阵</translation>
    </message>
    <message>
        <source>Find your board by name</source>
        <translation>按姓名查台号</translation>
    </message>
    <message>
        <source>Hall screen: </source>
        <translation>赛场大屏：</translation>
    </message>
    <message>
        <source>pairings</source>
        <translation>对阵</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>成绩</translation>
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
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>让 %1 子</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <source>Name, pinyin or initials</source>
        <translation>姓名、拼音或首字母</translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>按姓名搜索</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>No player matches.</source>
        <translation>没有匹配的选手。</translation>
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
        <source>Score</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <source>%1: board %2, %3 against %4</source>
        <translation>%1：第 %2 台，执%3，对手 %4</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一盘</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>执色</translation>
    </message>
    <message>
        <source>After round %1</source>
        <translation>第 %1 轮后</translation>
    </message>
    <message>
        <source>Pl</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>段位</translation>
    </message>
    <message>
        <source>(withdrawn)</source>
        <translation>（退赛）</translation>
    </message>
    <message>
        <source>each round: the opponent's number, + win, - loss, = jigo, ? playing; /b Black, /w White, then the handicap</source>
        <translation>每轮：对手序号，+ 胜，- 负，= 和，? 进行中；/b 执黑，/w 执白，其后为让子数</translation>
    </message>
    <message>
        <source> (after round %1)</source>
        <translation>（第 %1 轮后）</translation>
    </message>
    <message>
        <source>Read-only. Red: flag fallen; orange: last byo-yomi period.</source>
        <translation>只读。红色：超时；橙色：最后一次读秒。</translation>
    </message>
    <message>
        <source>Black's time</source>
        <translation>黑方时间</translation>
    </message>
    <message>
        <source>White's time</source>
        <translation>白方时间</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>无计时钟</translation>
    </message>
    <message>
        <source>Black's flag fell</source>
        <translation>黑方超时</translation>
    </message>
    <message>
        <source>White's flag fell</source>
        <translation>白方超时</translation>
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
    <message>
        <source>last period</source>
        <translation>最后一次读秒</translation>
    </message>
    <message>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>computer slept: referee to check · </source>
        <translation>电脑曾休眠：请裁判核对 · </translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Back to the event</source>
        <translation>返回赛事首页</translation>
    </message>
    <message>
        <source>Event not available</source>
        <translation>赛事暂不可用</translation>
    </message>
    <message>
        <source>Please try again in a moment.</source>
        <translation>请稍后再试。</translation>
    </message>
    <message>
        <source> (by default)</source>
        <translation>（不战）</translation>
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
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Proposed by %1 (死活提议), now marked on the board: dead %2; seki %3. This is a proposal, not a decision: check every chain and click to change it before saving.</source>
        <translation>已按 %1 的死活提议在棋盘上标出：死子 %2；双活 %3。这只是提议，并非判定：保存前请逐块检查，点击即可更改。</translation>
    </message>
    <message>
        <source>Marks the chains GNU Go (when installed, else Tengen's own rules) proposes dead or in seki (死活提议): a proposal to check and change by clicking before saving.</source>
        <translation>标出 GNU Go（已安装时；否则按 Tengen 自己的规则）提议为死子或双活的棋块（死活提议）：仅为提议，保存前请逐块检查，点击即可更改。</translation>
    </message>
    <message>
        <source>Looking for dead stones (死活提议)...</source>
        <translation>正在判断死子（死活提议）……</translation>
    </message>
    <message>
        <source>The proposal was dropped: the board changed while it was being made. Propose again for the board as it is now.</source>
        <translation>此提议已作废：提议期间棋盘已改变。请按当前棋盘重新提议。</translation>
    </message>
</context>
<context>
    <name>tengen::desk::DrawSettingsView</name>
    <message>
        <source>Pairing criteria, Swiss and McMahon (编排方案)</source>
        <translation>积分编排与麦克马洪的编排方案</translation>
    </message>
    <message>
        <source>Tengen's criteria</source>
        <translation>Tengen 的准则</translation>
    </message>
    <message>
        <source>OpenGotha's pairing, with the parameters of the event's OpenGotha file</source>
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
    <message>
        <source>Another desk changed the draw settings; your changes here are not saved yet (Save stores them as shown).</source>
        <translation>另一台电脑修改了编排设置；此处的改动尚未保存（点“保存”即按所示保存）。</translation>
    </message>
    <message>
        <source>a forbidden pair (禁止配对) of %1 with themself</source>
        <translation>禁止配对中 %1 与自己配对</translation>
    </message>
    <message>
        <source>a fixed pair (固定配对) of %1 with themself</source>
        <translation>固定配对中 %1 与自己配对</translation>
    </message>
    <message>
        <source>a fixed pair (固定配对) in round %1: rounds count from 1</source>
        <translation>固定配对的轮次为 %1：轮次从 1 起</translation>
    </message>
    <message>
        <source>%1's fixed table (固定台次) at board %2: boards count from 1</source>
        <translation>%1 的固定台次为第 %2 台：台次从 1 起</translation>
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
    <message>
        <source>Standings convention</source>
        <translation>排名惯例</translation>
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
        <source>Log heads (tengen db check --head): %1</source>
        <translation>记录链头（tengen db check --head 核对）：%1</translation>
    </message>
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
    <message>
        <source>%1 is not a komi: komi is a multiple of 0.5 points (7.5, 6, -0.5); it stays %2.</source>
        <translation>%1 不是贴目：贴目须为 0.5 目的整数倍（7.5、6、-0.5）；仍为 %2。</translation>
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
    <message>
        <source>Tengen's own (from the scoring and system)</source>
        <translation>天元默认（按计分与编排制度）</translation>
    </message>
    <message>
        <source>OpenGotha (a bye's virtual opponent, SOSM with handicap, absences rounded)</source>
        <translation>OpenGotha（轮空计虚拟对手，SOSM 计让子，缺席分向下取整）</translation>
    </message>
    <message>
        <source>Chinese (2-1-0, 对手分, 累进分, 直胜)</source>
        <translation>中国（2-1-0，对手分、累进分、直胜）</translation>
    </message>
    <message>
        <source>Standings convention</source>
        <translation>排名惯例</translation>
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
    <message>
        <source>Log heads (tengen db check --head): %1</source>
        <translation>记录链头（tengen db check --head 核对）：%1</translation>
    </message>
    <message>
        <source>Tengen's own</source>
        <translation>天元默认</translation>
    </message>
    <message>
        <source>OpenGotha</source>
        <translation>OpenGotha</translation>
    </message>
    <message>
        <source>Chinese (中国)</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>Convention: %1</source>
        <translation>排名惯例：%1</translation>
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
