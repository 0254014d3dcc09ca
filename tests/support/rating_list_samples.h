#pragma once
// Small hand-written rating lists in the three formats of shared/docs/formats.md "Rating lists"
// (fictitious players, columns as the format describes), shared by the pairing and CLI tests.
// Each has one deliberately bad data line.

namespace tengen::test {

// EGD allworld_lp.html: PIN [1,9), name [11,48), country [49,52), club [53,57), grade [60,63),
// GoR [71,75) (code points). The bad line is line 8 (GoR "ab").
inline constexpr const char* kEgdSample =
    "<html><head><title>EGD rating list</title></head><body><pre>\n"
    " Pin      Name                                 Co  Club  Grade      GoR\n"
    " 10000001  Dupont Jean                           FR  Pari   3k         1750 T200101\n"
    " 10000002  Müller Jürgen                         DE  Berl   2d         2160 T200101\n"
    " 10000003  Kowalski Łukasz                       PL  Wars   15k         550 T200101\n"
    " 10000004  Dupont Marie                          FR  Lyon   5k         1580 T200101\n"
    " 10000005  Strong Sam                            NL  Amst   7d         2940 T200101\n"
    " 10000006  Broken Bob                            GB  Lond   1k           ab T200101\n"
    "</pre></body></html>\n";

// FFG ech_ffg_V3.txt: name [0,38), rating [38,43), status 44, licence [46,53), club [54,58),
// country [59,61). The bad line is line 6 (rating "x12").
inline constexpr const char* kFfgSample =
    "Echelle au 29/11/2026 (fictitious sample)\n"
    "DUPONT Jean                            -350 L 0000001 75Pa FR\n"
    "LEFÈVRE Élodie                          150 L 0000002 69Ly FR\n"
    "N'GUYEN Anh                           -2950 C 0000003 13Ma FR\n"
    "TANAKA Yuki                             900 e 0000004 ---- JP\n"
    "ERREUR Paul                             x12 L 0000005 75Pa FR\n";

// AGA TDListA.txt, tab-separated. Line 6 is an unrated member; line 7 is bad (2 fields).
inline constexpr const char* kAgaSample =
    "Smith, John\t12345\tFull\t-20.06\t12/31/2027\tNYGC\tNY\t0.52\t11/1/2026\n"
    "Zhang, Wei\t23456\tFull\t5.50\t6/30/2027\tSEAG\tWA\t0.40\t10/12/2026\n"
    "李, 明\t34567\tYouth\t1.00\t1/31/2027\tSFGC\tCA\t0.61\t9/5/2026\n"
    "Brown, Alice\t45678\tFull\t-1.01\t3/31/2027\tNYGC\tNY\t0.70\t8/20/2026\n"
    "Green, Tom\t56789\tFull\t-2.00\t3/31/2027\tBOST\tMA\t0.80\t8/21/2026\n"
    "Newcomer, Nina\t67890\tFull\t\t3/31/2027\tBOST\tMA\t\t\n"
    "Broken line\t78901\n";

}  // namespace tengen::test
