<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Action</name>
    <message>
        <source>Carry on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Close on the nearest enemy</source>
        <translation>Auf den nächsten Feind vorrücken</translation>
    </message>
    <message>
        <source>Take cover</source>
        <translation>In Deckung gehen</translation>
    </message>
    <message>
        <source>Halt, face the enemy</source>
        <translation>Halt, Front zum Feind</translation>
    </message>
    <message>
        <source>Carry on facing the enemy (charge?)</source>
        <translation>Weitermachen, Front zum Feind (Angriff?)</translation>
    </message>
    <message>
        <source>Advance (charge?)</source>
        <translation>Vorrücken (Angriff?)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <source>March in column</source>
        <translation>In Kolonne marschieren</translation>
    </message>
    <message>
        <source>Deploy into line</source>
        <translation>In Linie aufmarschieren</translation>
    </message>
    <message>
        <source>Half move away</source>
        <translation>Halbe Bewegung weg</translation>
    </message>
    <message>
        <source>carry on as its standing orders say</source>
        <translation>gemäß ihren stehenden Befehlen weitermachen</translation>
    </message>
    <message>
        <source>close on the nearest enemy</source>
        <translation>auf den nächsten Feind vorrücken</translation>
    </message>
    <message>
        <source>take cover</source>
        <translation>in Deckung gehen</translation>
    </message>
    <message>
        <source>halt and face the enemy</source>
        <translation>halten und sich dem Feind zuwenden</translation>
    </message>
    <message>
        <source>carry on as its standing orders say, facing the enemy, and charge any man within reach</source>
        <translation>gemäß ihren stehenden Befehlen weitermachen, dem Feind zugewandt, und jeden Mann in Reichweite angreifen</translation>
    </message>
    <message>
        <source>advance on the enemy, and charge him if he is within reach</source>
        <translation>gegen den Feind vorrücken und ihn angreifen, wenn er in Reichweite ist</translation>
    </message>
    <message>
        <source>withdraw to cover further from the enemy</source>
        <translation>sich in Deckung weiter vom Feind zurückziehen</translation>
    </message>
    <message>
        <source>run from the enemy</source>
        <translation>vor dem Feind fliehen</translation>
    </message>
    <message>
        <source>march in column</source>
        <translation>in Kolonne marschieren</translation>
    </message>
    <message>
        <source>deploy into line</source>
        <translation>in Linie aufmarschieren</translation>
    </message>
    <message>
        <source>fall back half a move</source>
        <translation>eine halbe Bewegung zurückweichen</translation>
    </message>
    <message>
        <source>carry on as its standing orders say, facing the enemy</source>
        <translation>gemäß ihren stehenden Befehlen weitermachen, dem Feind zugewandt</translation>
    </message>
</context>
<context>
    <name>Attribute</name>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>troop type</source>
        <translation>Truppentyp</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Bayonet</source>
        <translation>Bajonett</translation>
    </message>
    <message>
        <source>bayonet</source>
        <translation>Bajonett</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>beritten</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Close weapon</source>
        <translation>Nahkampfwaffe</translation>
    </message>
    <message>
        <source>close weapon</source>
        <translation>Nahkampfwaffe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Dienstgrad</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Dienstgrad</translation>
    </message>
    <message>
        <source>Extra bonus points</source>
        <translation>Zusätzliche Bonuspunkte</translation>
    </message>
    <message>
        <source>extra bonus points</source>
        <translation>zusätzliche Bonuspunkte</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Schwäche</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>Schwäche</translation>
    </message>
    <message>
        <source>Leader rating</source>
        <translation>Führungswert</translation>
    </message>
    <message>
        <source>leader rating</source>
        <translation>Führungswert</translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <translation>Leichte Wunden</translation>
    </message>
    <message>
        <source>minor wounds</source>
        <translation>leichte Wunden</translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <translation>Schwere Wunden</translation>
    </message>
    <message>
        <source>serious wounds</source>
        <translation>schwere Wunden</translation>
    </message>
    <message>
        <source>Turns to reload</source>
        <translation>Runden zum Nachladen</translation>
    </message>
    <message>
        <source>turns to reload</source>
        <translation>Runden zum Nachladen</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Troop kind</source>
        <translation>Truppengattung</translation>
    </message>
    <message>
        <source>troop kind</source>
        <translation>Truppengattung</translation>
    </message>
    <message>
        <source>British regulars</source>
        <translation>Britische Linientruppen</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>command</source>
        <translation>Befehlsphase</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>First item</source>
        <translation>Erster Gegenstand</translation>
    </message>
    <message>
        <source>first item</source>
        <translation>erster Gegenstand</translation>
    </message>
    <message>
        <source>Second item</source>
        <translation>Zweiter Gegenstand</translation>
    </message>
    <message>
        <source>second item</source>
        <translation>zweiter Gegenstand</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>kind of group</source>
        <translation>Art der Gruppe</translation>
    </message>
    <message>
        <source>Thrown by his horse</source>
        <translation>Vom Pferd abgeworfen</translation>
    </message>
    <message>
        <source>thrown by his horse</source>
        <translation>vom Pferd abgeworfen</translation>
    </message>
    <message>
        <source>Guarding prisoners</source>
        <translation>Bewacht Gefangene</translation>
    </message>
    <message>
        <source>guarding prisoners</source>
        <translation>bewacht Gefangene</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>aufgeprotzt</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>raider&apos;s colour</source>
        <translation>Farbe des Kommandos</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>number of counters</source>
        <translation>Anzahl der Marken</translation>
    </message>
    <message>
        <source>Boat size</source>
        <translation>Bootsgröße</translation>
    </message>
    <message>
        <source>boat size</source>
        <translation>Bootsgröße</translation>
    </message>
    <message>
        <source>Rowers</source>
        <translation>Ruderer</translation>
    </message>
    <message>
        <source>rowers</source>
        <translation>Ruderer</translation>
    </message>
    <message>
        <source>Anchored</source>
        <translation>Vor Anker</translation>
    </message>
    <message>
        <source>anchored</source>
        <translation>vor Anker</translation>
    </message>
    <message>
        <source>Beached</source>
        <translation>Auf den Strand gesetzt</translation>
    </message>
    <message>
        <source>beached</source>
        <translation>auf den Strand gesetzt</translation>
    </message>
    <message>
        <source>Turns weighing anchor</source>
        <translation>Runden beim Ankerlichten</translation>
    </message>
    <message>
        <source>turns weighing anchor</source>
        <translation>Runden beim Ankerlichten</translation>
    </message>
    <message>
        <source>Turns of wet powder</source>
        <translation>Runden mit nassem Pulver</translation>
    </message>
    <message>
        <source>turns of wet powder</source>
        <translation>Runden mit nassem Pulver</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>placement roll</source>
        <translation>Platzierungswurf</translation>
    </message>
</context>
<context>
    <name>BackdropReader</name>
    <message>
        <source>is not a picture written in base64</source>
        <translation>ist kein in Base64 geschriebenes Bild</translation>
    </message>
    <message>
        <source>is neither a PNG, JPEG nor SVG picture</source>
        <translation>ist weder ein PNG-, JPEG- noch SVG-Bild</translation>
    </message>
    <message>
        <source>the picture&apos;s size should be more than 0 and at most %1 cm</source>
        <translation>die Größe des Bildes sollte über 0 und höchstens %1 cm sein</translation>
    </message>
    <message>
        <source>is an SVG picture that refers to &quot;%1&quot; outside itself; a backdrop must hold everything it draws</source>
        <translation>ist ein SVG-Bild, das auf „%1“ außerhalb seiner selbst verweist; ein Hintergrund muss alles enthalten, was er zeichnet</translation>
    </message>
    <message>
        <source>is an SVG picture that declares entities; a backdrop may not</source>
        <translation>ist ein SVG-Bild, das Entitäten deklariert; ein Hintergrund darf das nicht</translation>
    </message>
    <message>
        <source>is not a well-formed SVG picture: %1 (line %2)</source>
        <translation>ist kein wohlgeformtes SVG-Bild: %1 (Zeile %2)</translation>
    </message>
    <message>
        <source>is a picture of %1 × %2 pixels; a backdrop has at most %3 pixels a side and %4 million in all</source>
        <translation>ist ein Bild von %1 × %2 Pixeln; ein Hintergrund hat höchstens %3 Pixel je Seite und %4 Millionen insgesamt</translation>
    </message>
    <message>
        <source>is a %1 picture that does not decode (%2): is the file cut short?</source>
        <translation>ist ein %1-Bild, das sich nicht dekodieren lässt (%2): ist die Datei abgeschnitten?</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance of %1</source>
        <translation>Ausgewogenheit von %1</translation>
    </message>
    <message>
        <source>%1 % [%2, %3]</source>
        <translation>%1 % [%2; %3]</translation>
    </message>
    <message>
        <source>Who wins (95 % intervals)</source>
        <translation>Wer gewinnt (95-%-Intervalle)</translation>
    </message>
    <message>
        <source>run before</source>
        <translation>vorheriger Lauf</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>The turn the games ended in</source>
        <translation>Die Runde, in der die Partien endeten</translation>
    </message>
    <message>
        <source>What decided the games</source>
        <translation>Was die Partien entschied</translation>
    </message>
    <message>
        <source>%1 games (%2 %)</source>
        <translation>%1 Partien (%2 %)</translation>
    </message>
    <message>
        <source>The turn limit</source>
        <translation>Das Rundenlimit</translation>
    </message>
    <message>
        <source>cannot tell the format of %1: name it .png or .pdf</source>
        <translation>das Format von %1 ist nicht erkennbar: nennen Sie die Datei .png oder .pdf</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>On the table (View → Balance Overlay)</source>
        <translation>Auf dem Tisch (Ansicht → Ausgewogenheits-Overlay)</translation>
    </message>
    <message>
        <source>where men fell: %1 in all</source>
        <translation>wo Männer fielen: %1 insgesamt</translation>
    </message>
    <message>
        <source>where fights were fought: %1 in all</source>
        <translation>wo gekämpft wurde: %1 insgesamt</translation>
    </message>
    <message>
        <source>What broke the sides</source>
        <translation>Was die Seiten gebrochen hat</translation>
    </message>
    <message>
        <source>The rules&apos; own end</source>
        <translation>Das eigene Ende der Regeln</translation>
    </message>
    <message>
        <source>%1 games played by the computer on every side, seed %3; %4 turns on average</source>
        <translation>%1 Partien, vom Computer auf jeder Seite gespielt, Startwert %3; im Mittel %4 Runden</translation>
    </message>
    <message numerus="yes">
        <source>%n playouts an order</source>
        <translation>
            <numerusform>%n durchgespielte Partie je Befehl</numerusform>
            <numerusform>%n durchgespielte Partien je Befehl</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 games played by the computer that thinks ahead (%2) on every side, seed %3; %4 turns on average</source>
        <extracomment>%2 says how many playouts an order: &quot;8 playouts an order&quot;.</extracomment>
        <translation>%1 Partien, vom Computer, der vorausdenkt, auf jeder Seite gespielt (%2), Startwert %3; im Mittel %4 Runden</translation>
    </message>
    <message>
        <source>Killed, captured or gone by the game&apos;s end, as the rules take figures off the table. A wounded man left on the table is not counted, even where his rules count him out of the fight.</source>
        <translation>Getötet, gefangen oder fort bei Spielende, wie die Regeln Figuren vom Tisch nehmen. Ein Verwundeter, der auf dem Tisch bleibt, zählt nicht, auch wo seine Regeln ihn außer Gefecht setzen.</translation>
    </message>
    <message>
        <source>Figures taken off the table per game</source>
        <translation>Vom Tisch genommene Figuren je Partie</translation>
    </message>
</context>
<context>
    <name>BalanceVerdict</name>
    <message>
        <source>%1 win %2 % [%3, %4]</source>
        <translation>%1 gewinnen %2 % [%3; %4]</translation>
    </message>
    <message>
        <source>lengthen the turn limit or strengthen %1</source>
        <translation>verlängern Sie das Rundenlimit oder stärken Sie %1</translation>
    </message>
    <message>
        <source>shorten the turn limit or strengthen %1</source>
        <translation>verkürzen Sie das Rundenlimit oder stärken Sie %1</translation>
    </message>
    <message>
        <source>strengthen %1</source>
        <translation>stärken Sie %1</translation>
    </message>
    <message>
        <source>strengthen %1 or weaken %2</source>
        <translation>stärken Sie %1 oder schwächen Sie %2</translation>
    </message>
    <message>
        <source>%1: reach %2</source>
        <translation>%1: %2 erreichen</translation>
    </message>
    <message>
        <source>%1: hold %2</source>
        <translation>%1: %2 halten</translation>
    </message>
    <message>
        <source>%1: destroy %2</source>
        <translation>%1: %2 zerstören</translation>
    </message>
    <message>
        <source>%1: rescue at %2</source>
        <translation>%1: bei %2 befreien</translation>
    </message>
    <message>
        <source>%1: leave by the %2 edge</source>
        <translation>%1: über den Rand %2 abziehen</translation>
    </message>
    <message>
        <source>No games were played.</source>
        <translation>Es wurden keine Partien gespielt.</translation>
    </message>
    <message>
        <source>The sides are evenly matched: %1, %2.</source>
        <translation>Die Seiten sind ausgeglichen: %1, %2.</translation>
    </message>
    <message>
        <source>%1 have the better of it: %2, %3. To even it, %4.</source>
        <translation>%1 sind im Vorteil: %2, %3. Zum Ausgleich: %4.</translation>
    </message>
    <message>
        <source>%1 win most games: %2, %3. To even it, %4.</source>
        <translation>%1 gewinnen die meisten Partien: %2, %3. Zum Ausgleich: %4.</translation>
    </message>
    <message>
        <source>%1 % of the games end undecided: a side that wins at the turn limit, or a shorter limit, would settle them.</source>
        <translation>%1 % der Partien enden unentschieden: eine Seite, die beim Rundenlimit gewinnt, oder ein kürzeres Limit würde sie entscheiden.</translation>
    </message>
    <message>
        <source>%1: %2 % [%3, %4] now, %5 % [%6, %7] before: significantly different</source>
        <translation>%1: jetzt %2 % [%3; %4], vorher %5 % [%6; %7]: signifikant verschieden</translation>
    </message>
    <message>
        <source>%1: %2 % [%3, %4] now, %5 % [%6, %7] before: not significantly different</source>
        <translation>%1: jetzt %2 % [%3; %4], vorher %5 % [%6; %7]: nicht signifikant verschieden</translation>
    </message>
    <message>
        <source>Too few games to tell whether the sides are even: %1, %2. More games narrow the intervals.</source>
        <translation>Zu wenige Spiele, um zu sagen, ob die Seiten ausgeglichen sind: %1, %2. Mehr Spiele verengen die Intervalle.</translation>
    </message>
    <message>
        <source>make the scenario easier for %1</source>
        <translation>machen Sie das Szenario für %1 leichter</translation>
    </message>
    <message>
        <source>make the scenario harder for %1</source>
        <translation>machen Sie das Szenario für %1 schwerer</translation>
    </message>
    <message>
        <source>%1 win far too often: %2, %3. To even it, %4.</source>
        <translation>%1 gewinnen viel zu oft: %2, %3. Zum Ausgleich: %4.</translation>
    </message>
    <message>
        <source>%1 win too often: %2, %3. To even it, %4.</source>
        <translation>%1 gewinnen zu oft: %2, %3. Zum Ausgleich: %4.</translation>
    </message>
    <message>
        <source>%1 win far too rarely: %2, %3. To even it, %4.</source>
        <translation>%1 gewinnen viel zu selten: %2, %3. Zum Ausgleich: %4.</translation>
    </message>
    <message>
        <source>%1 win too rarely: %2, %3. To even it, %4.</source>
        <translation>%1 gewinnen zu selten: %2, %3. Zum Ausgleich: %4.</translation>
    </message>
    <message>
        <source>lengthen the turn limit or %1</source>
        <translation>verlängern Sie das Rundenlimit oder %1</translation>
    </message>
    <message>
        <source>shorten the turn limit or %1</source>
        <translation>verkürzen Sie das Rundenlimit oder %1</translation>
    </message>
    <message>
        <source>%1 or weaken %2</source>
        <translation>%1 oder schwächen Sie %2</translation>
    </message>
</context>
<context>
    <name>BoardReader</name>
    <message>
        <source>the rule set &quot;%1&quot; is played on a table, not on a board of spaces and paths</source>
        <translation>das Regelwerk „%1“ wird auf einem Tisch gespielt, nicht auf einem Brett aus Feldern und Wegen</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>sollte ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used twice (spaces and grids need ids of their own)</source>
        <translation>„%1“ kommt zweimal vor (Felder und Raster brauchen eigene Kennungen)</translation>
    </message>
    <message>
        <source>(%1, %2) is off the %3 × %4 cm board</source>
        <translation>(%1, %2) liegt außerhalb des Bretts von %3 × %4 cm</translation>
    </message>
    <message>
        <source>unknown kind of space &quot;%1&quot; (known: %2)</source>
        <translation>unbekannte Feldart „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>names no space &quot;%1&quot;</source>
        <translation>nennt kein Feld „%1“</translation>
    </message>
    <message>
        <source>should name two spaces, as [&quot;from&quot;, &quot;to&quot;]</source>
        <translation>sollte zwei Felder nennen, so: [&quot;von&quot;, &quot;nach&quot;]</translation>
    </message>
    <message>
        <source>unknown kind of path &quot;%1&quot; (known: %2)</source>
        <translation>unbekannte Wegart „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>joins &quot;%1&quot; to itself</source>
        <translation>verbindet „%1“ mit sich selbst</translation>
    </message>
    <message>
        <source>joins &quot;%1&quot; and &quot;%2&quot; a second time</source>
        <translation>verbindet „%1“ und „%2“ ein zweites Mal</translation>
    </message>
    <message>
        <source>should be a compass direction: N, NE, E, SE, S, SW, W or NW</source>
        <translation>sollte eine Himmelsrichtung sein: N, NE, E, SE, S, SW, W oder NW</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 steht zweimal da</translation>
    </message>
    <message>
        <source>should list at least one direction</source>
        <translation>sollte mindestens eine Richtung nennen</translation>
    </message>
    <message>
        <source>should be a cell as [row, column]</source>
        <translation>sollte eine Zelle sein, so: [Reihe, Spalte]</translation>
    </message>
    <message>
        <source>row %1, column %2 is neither in the %3 × %4 grid nor on its rim</source>
        <translation>Reihe %1, Spalte %2 liegt weder im Raster von %3 × %4 noch an seinem Rand</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is joined to nothing: no path or grid reaches it</source>
        <translation>„%1“ ist mit nichts verbunden: kein Weg und kein Raster führt hin</translation>
    </message>
    <message>
        <source>should be more than 0 and at most %1 cm</source>
        <translation>sollte größer als 0 und höchstens %1 cm sein</translation>
    </message>
    <message>
        <source>the grid runs off the board: its last cell&apos;s centre would be at (%1, %2) cm; fewer rows or columns, or smaller cells</source>
        <translation>das Raster ragt über das Spielbrett hinaus: die Mitte seines letzten Feldes läge bei (%1, %2) cm; weniger Zeilen oder Spalten, oder kleinere Felder</translation>
    </message>
</context>
<context>
    <name>Briefing</name>
    <message>
        <source>Table %1 × %2</source>
        <translation>Tisch %1 × %2</translation>
    </message>
    <message>
        <source>Turn limit: %1</source>
        <translation>Zuglimit: %1</translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation>Gespielt vom Computer</translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation>Gespielt von Ihnen</translation>
    </message>
    <message>
        <source>Figures: %1</source>
        <translation>Figuren: %1</translation>
    </message>
    <message>
        <source>Turn limit: %1, when %2 win if nobody has won before</source>
        <translation>Zuglimit: %1; dann gewinnen %2, wenn niemand vorher gewonnen hat</translation>
    </message>
    <message>
        <source>Board %1 × %2; spaces: %3, paths: %4</source>
        <translation>Brett %1 × %2; Felder: %3, Wege: %4</translation>
    </message>
</context>
<context>
    <name>ChosenMen</name>
    <message>
        <source>an officer needs a rank</source>
        <translation>ein Offizier braucht einen Dienstgrad</translation>
    </message>
    <message>
        <source>only an officer has a rank</source>
        <translation>nur ein Offizier hat einen Dienstgrad</translation>
    </message>
    <message>
        <source>only an officer has bonus points</source>
        <translation>nur ein Offizier hat Bonuspunkte</translation>
    </message>
    <message>
        <source>only an officer has a fault</source>
        <translation>nur ein Offizier hat eine Schwäche</translation>
    </message>
    <message>
        <source>only a squad leader has a rating</source>
        <translation>nur ein Truppführer hat einen Führungswert</translation>
    </message>
    <message>
        <source>a gun must be a cannon or a small cannon</source>
        <translation>ein Geschütz muss eine Kanone oder eine kleine Kanone sein</translation>
    </message>
    <message>
        <source>a cannon is a figure of its own, with the role gun</source>
        <translation>eine Kanone ist eine eigene Figur mit der Rolle Geschütz</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Bonus points: %1 a turn</source>
        <translation>Bonuspunkte: %1 pro Runde</translation>
    </message>
    <message>
        <source>Wounds: %1 minor, %2 serious</source>
        <translation>Wunden: %1 leicht, %2 schwer</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Close / effective (in)</source>
        <translation>Nah / wirksam (Zoll)</translation>
    </message>
    <message>
        <source>Close weapon</source>
        <translation>Nahkampfwaffe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Dienstgrad</translation>
    </message>
    <message>
        <source>Mob</source>
        <translation>Pöbel</translation>
    </message>
    <message>
        <source>Tribe</source>
        <translation>Stamm</translation>
    </message>
    <message>
        <source>Raw militia</source>
        <translation>Unerfahrene Miliz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Unerfahren</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Crack</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Formed skirmishers</source>
        <translation>Geschlossene Plänkler</translation>
    </message>
    <message>
        <source>Light troops</source>
        <translation>Leichte Truppen</translation>
    </message>
    <message>
        <source>Grenadiers or guards</source>
        <translation>Grenadiere oder Garde</translation>
    </message>
    <message>
        <source>Marines</source>
        <translation>Marineinfanterie</translation>
    </message>
    <message>
        <source>Sailors</source>
        <translation>Matrosen</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Dismounted cavalry</source>
        <translation>Abgesessene Kavallerie</translation>
    </message>
    <message>
        <source>Hand-moved artillery</source>
        <translation>Von Hand bewegte Artillerie</translation>
    </message>
    <message>
        <source>Horse artillery</source>
        <translation>Reitende Artillerie</translation>
    </message>
    <message>
        <source>Ensign</source>
        <translation>Fähnrich</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Major</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Bayonet</source>
        <translation>Bajonett</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Säbel</translation>
    </message>
    <message>
        <source>Pike</source>
        <translation>Pike</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Pistole</translation>
    </message>
    <message>
        <source>Blunderbuss</source>
        <translation>Donnerbüchse</translation>
    </message>
    <message>
        <source>Musket</source>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>Knox volley gun</source>
        <translation>Knox-Salvengewehr</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Büchse</translation>
    </message>
    <message>
        <source>Cannon, ball</source>
        <translation>Kanone, Vollkugel</translation>
    </message>
    <message>
        <source>Cannon, grape</source>
        <translation>Kanone, Kartätsche</translation>
    </message>
    <message>
        <source>Small cannon, ball</source>
        <translation>Kleine Kanone, Vollkugel</translation>
    </message>
    <message>
        <source>Small cannon, grape</source>
        <translation>Kleine Kanone, Kartätsche</translation>
    </message>
    <message>
        <source>Ranker</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Squad leader</source>
        <translation>Truppführer</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>Musician</source>
        <translation>Spielmann</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <translation>Fahnenträger</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <source>Gun crew</source>
        <translation>Geschützbedienung</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <source>Rash</source>
        <translation>Tollkühn</translation>
    </message>
    <message>
        <source>Hesitant</source>
        <translation>Zögerlich</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Glücklos</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Standhaft</translation>
    </message>
    <message>
        <source>Retreating to cover</source>
        <translation>Weicht in Deckung zurück</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>Nahe Reichweite</translation>
    </message>
    <message>
        <source>Effective range</source>
        <translation>Wirksame Reichweite</translation>
    </message>
    <message>
        <source>Out of range</source>
        <translation>Außer Reichweite</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Kanone</translation>
    </message>
    <message>
        <source>Small cannon</source>
        <translation>Kleine Kanone</translation>
    </message>
    <message>
        <source>only a gun is limbered</source>
        <translation>nur ein Geschütz ist aufgeprotzt</translation>
    </message>
    <message>
        <source>only a boat has a size</source>
        <translation>nur ein Boot hat eine Größe</translation>
    </message>
    <message>
        <source>only a boat has rowers</source>
        <translation>nur ein Boot hat Ruderer</translation>
    </message>
    <message>
        <source>only a boat lies at anchor</source>
        <translation>nur ein Boot liegt vor Anker</translation>
    </message>
    <message>
        <source>a boat carries no weapon of its own: its men and guns go aboard</source>
        <translation>ein Boot hat keine eigene Waffe: seine Männer und Geschütze gehen an Bord</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Boot</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Large (lands only at a quay)</source>
        <translation>Groß (landet nur an einem Kai)</translation>
    </message>
    <message>
        <source>%1: close %2 in, effective %3 in; %4d10 a shot, reloads in %5</source>
        <translation>%1: kurz %2 Zoll, wirksam %3 Zoll; %4W10 je Schuss, lädt in %5 nach</translation>
    </message>
    <message>
        <source>Loading: %1 to go</source>
        <translation>Laden: noch %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%n shots</source>
        <translation>
            <numerusform>%n Schuss</numerusform>
            <numerusform>%n Schüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n Wunde</numerusform>
            <numerusform>%n Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n Mann</numerusform>
            <numerusform>%n Mann</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChosenMenGame</name>
    <message>
        <source>%1 fires at %2: about %3 hits expected.</source>
        <translation>%1 feuert auf %2: etwa %3 Treffer erwartet.</translation>
    </message>
    <message>
        <source>%1 charges %2: %3 men against %4%5.</source>
        <translation>%1 greift %2 an: %3 Mann gegen %4%5.</translation>
    </message>
    <message>
        <source>, who waver</source>
        <translation>, die wanken</translation>
    </message>
    <message>
        <source>A squad without its leader needs a new one.</source>
        <translation>Ein Trupp ohne Führer braucht einen neuen.</translation>
    </message>
    <message>
        <source>%1 is wavering: its officer spends his bonus to rally it.</source>
        <translation>%1 wankt: der Offizier setzt seinen Bonus zum Sammeln ein.</translation>
    </message>
    <message>
        <source>%1 loads: the enemy is near or it stands in cover.</source>
        <translation>%1 lädt: der Feind ist nah oder die Einheit steht in Deckung.</translation>
    </message>
    <message>
        <source>%1 tends its wounded while no enemy is near.</source>
        <translation>%1 versorgt die Verwundeten, solange kein Feind nah ist.</translation>
    </message>
    <message>
        <source>%1 has arrived: it holds its fire for the enemy to come on.</source>
        <translation>%1 ist in Stellung und hält das Feuer zurück, bis der Feind herankommt.</translation>
    </message>
    <message>
        <source>%1 turns to face %2, in range.</source>
        <translation>%1 wendet sich %2 zu, in Reichweite.</translation>
    </message>
    <message>
        <source>%1 closes on %2 for a clear shot.</source>
        <translation>%1 rückt an %2 heran, um freies Schussfeld zu haben.</translation>
    </message>
    <message>
        <source>%1 makes for its objective.</source>
        <translation>%1 hält auf das eigene Ziel zu.</translation>
    </message>
    <message>
        <source>%1 goes to hold what the enemy wants.</source>
        <translation>%1 zieht los, um das Ziel des Feindes zu halten.</translation>
    </message>
    <message>
        <source>%1 closes on %2 to within musket range.</source>
        <translation>%1 rückt bis auf Musketenschussweite an %2 heran.</translation>
    </message>
    <message>
        <source>The officer keeps among his squads.</source>
        <translation>Der Offizier bleibt bei seinen Trupps.</translation>
    </message>
    <message>
        <source>chosen at random</source>
        <translation>zufällig gewählt</translation>
    </message>
    <message>
        <source>card: %1</source>
        <translation>Karte: %1</translation>
    </message>
    <message>
        <source>the end of the turn</source>
        <translation>das Ende der Runde</translation>
    </message>
    <message>
        <source>the next card</source>
        <translation>die nächste Karte</translation>
    </message>
    <message>
        <source>Cards turned: %1.</source>
        <translation>Aufgedeckte Karten: %1.</translation>
    </message>
    <message>
        <source>%1 acted with its officer already this turn.</source>
        <translation>%1 hat in dieser Runde schon mit dem Offizier gehandelt.</translation>
    </message>
    <message>
        <source>it has taken casualties</source>
        <translation>hat Verluste erlitten</translation>
    </message>
    <message>
        <source>it is fleeing</source>
        <translation>ist auf der Flucht</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>The turn limit is reached: a draw.</source>
        <translation>Das Rundenlimit ist erreicht: unentschieden.</translation>
    </message>
    <message>
        <source>The turn limit is reached: %1 held out.</source>
        <translation>Das Rundenlimit ist erreicht: %1 hat standgehalten.</translation>
    </message>
    <message>
        <source>A side breaks, and loses, when half its men are dead, captured or seriously wounded, or when every unit it has left is fleeing.</source>
        <translation>Eine Seite bricht und verliert, wenn die Hälfte ihrer Männer tot, gefangen oder schwer verwundet ist oder wenn alle ihre verbliebenen Einheiten fliehen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no enemy unit on the table.</source>
        <translation>„%1“ ist keine feindliche Einheit auf dem Tisch.</translation>
    </message>
    <message>
        <source>%1 was charged: it fires only once it has passed its morale test.</source>
        <translation>%1 wurde angegriffen: Feuer erst nach bestandenem Moraltest.</translation>
    </message>
    <message>
        <source>No loaded man of %1 has a man of %2 in range and sight.</source>
        <translation>Kein Mann von %1 mit geladener Waffe hat einen Mann von %2 in Reichweite und in Sicht.</translation>
    </message>
    <message>
        <source>%1 has come within close range of %2, which was holding its fire.</source>
        <translation>%2 hat das Feuer zurückgehalten, und %1 kommt in nahe Reichweite.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no order of this game.</source>
        <translation>„%1“ ist kein Befehl dieses Spiels.</translation>
    </message>
    <message>
        <source>It is not the card of &quot;%1&quot;.</source>
        <translation>Es ist nicht die Karte von „%1“.</translation>
    </message>
    <message>
        <source>%1 may not do that now: it has acted on this card, is fighting a melee, or its morale forbids it.</source>
        <translation>%1 darf das jetzt nicht: schon auf dieser Karte gehandelt, im Nahkampf gebunden oder durch die Moral daran gehindert.</translation>
    </message>
    <message>
        <source>The gun of %1 is not loaded.</source>
        <translation>Das Geschütz von %1 ist nicht geladen.</translation>
    </message>
    <message>
        <source>The gun of %1 has no crew.</source>
        <translation>Das Geschütz von %1 hat keine Bedienung.</translation>
    </message>
    <message>
        <source>The gun of %1 sees no man of %2 within its reach.</source>
        <translation>Das Geschütz von %1 sieht keinen Mann von %2 in seiner Reichweite.</translation>
    </message>
    <message>
        <source>ball</source>
        <translation>Vollkugeln</translation>
    </message>
    <message>
        <source>grape</source>
        <translation>Kartätschen</translation>
    </message>
    <message>
        <source>%1 has lost its colours.</source>
        <translation>%1 hat die Fahne verloren.</translation>
    </message>
    <message>
        <source>%1 has taken them.</source>
        <translation>%1 hat sie erbeutet.</translation>
    </message>
    <message>
        <source>%1 has no squad leader to lead a charge.</source>
        <translation>%1 hat keinen Truppführer, der einen Angriff führen könnte.</translation>
    </message>
    <message>
        <source>%1 is beyond the reach of any roll of %2.</source>
        <translation>%1 ist außer Reichweite, was %2 auch würfelt.</translation>
    </message>
    <message>
        <source>it charges</source>
        <translation>greift an</translation>
    </message>
    <message>
        <source>%1 will not charge.</source>
        <translation>%1 greift nicht an.</translation>
    </message>
    <message>
        <source>refused to charge</source>
        <translation>Angriff verweigert</translation>
    </message>
    <message>
        <source>%1 charges %2 but falls short (%3).</source>
        <translation>%1 greift %2 an, bleibt aber zu kurz (%3).</translation>
    </message>
    <message>
        <source>fell short</source>
        <translation>Angriff zu kurz</translation>
    </message>
    <message>
        <source>it is charged</source>
        <translation>wird angegriffen</translation>
    </message>
    <message>
        <source>the enemy gave way</source>
        <translation>der Feind ist gewichen</translation>
    </message>
    <message>
        <source>the charge faltered</source>
        <translation>der Angriff ist ins Stocken geraten</translation>
    </message>
    <message>
        <source>%1 charges %2 (%3)%4.</source>
        <translation>%1 greift %2 an (%3)%4.</translation>
    </message>
    <message>
        <source>, with the charge bonus</source>
        <translation>, mit dem Angriffsbonus</translation>
    </message>
    <message>
        <source>charged home</source>
        <translation>Angriff bis zum Feind durchgeführt</translation>
    </message>
    <message>
        <source>a draw: they fight on</source>
        <translation>unentschieden: sie kämpfen weiter</translation>
    </message>
    <message>
        <source>%1 is struck down</source>
        <translation>%1 wird niedergestreckt</translation>
    </message>
    <message>
        <source>%1 cannot fall back and is taken prisoner</source>
        <translation>%1 kann nicht zurückweichen und wird gefangen genommen</translation>
    </message>
    <message>
        <source>%1 falls back</source>
        <translation>%1 weicht zurück</translation>
    </message>
    <message>
        <source>%1 sets off %2.</source>
        <translation>%1 aktiviert %2.</translation>
    </message>
    <message>
        <source>A move needs a point on the table: &quot;to&quot;: [x, y].</source>
        <translation>Eine Bewegung braucht einen Punkt auf dem Tisch: &quot;to&quot;: [x, y].</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>bewegt sich</translation>
    </message>
    <message>
        <source>%1 rallies it, +%2</source>
        <translation>%1 sammelt die Einheit, +%2</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>gesammelt</translation>
    </message>
    <message>
        <source>not rallied</source>
        <translation>nicht gesammelt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; awaits no promotion %2 can make (within 2 in).</source>
        <translation>„%1“ wartet auf keine Beförderung, die %2 vornehmen kann (innerhalb von 2 Zoll).</translation>
    </message>
    <message>
        <source>%1 makes %2 squad leader of %3.</source>
        <translation>%1 macht %2 zum Truppführer von %3.</translation>
    </message>
    <message>
        <source>promoted</source>
        <translation>befördert</translation>
    </message>
    <message>
        <source>, halved</source>
        <translation>, halbiert</translation>
    </message>
    <message>
        <source>carries on</source>
        <translation>hält stand</translation>
    </message>
    <message>
        <source>retreats to cover</source>
        <translation>weicht in Deckung zurück</translation>
    </message>
    <message>
        <source>flees</source>
        <translation>flieht</translation>
    </message>
    <message>
        <source>%1 tests morale (%2): needs %3 or less, rolls %4: %5.</source>
        <translation>%1 prüft die Moral (%2): braucht %3 oder weniger, würfelt %4: %5.</translation>
    </message>
    <message>
        <source>A move needs a point to go to: &quot;to&quot;: [x, y].</source>
        <translation>Eine Bewegung braucht einen Zielpunkt: &quot;to&quot;: [x, y].</translation>
    </message>
    <message>
        <source>&quot;face&quot; should be a point: [x, y].</source>
        <translation>„face“ sollte ein Punkt sein: [x, y].</translation>
    </message>
    <message>
        <source>The point to go to is off the table.</source>
        <translation>Der Zielpunkt liegt außerhalb des Tisches.</translation>
    </message>
    <message>
        <source>Every man of %1 is loaded.</source>
        <translation>Alle Männer von %1 haben schon geladen.</translation>
    </message>
    <message>
        <source>%1 holds its fire for the first enemy to come within close range.</source>
        <translation>%1 hält das Feuer für den ersten Feind zurück, der in nahe Reichweite kommt.</translation>
    </message>
    <message>
        <source>holding fire</source>
        <translation>Feuer zurückgehalten</translation>
    </message>
    <message>
        <source>%1 runs off the table and is lost.</source>
        <translation>%1 flieht vom Tisch und ist verloren.</translation>
    </message>
    <message>
        <source>Name a man of the side on turn and a point on the table to put him at.</source>
        <translation>Nennen Sie einen Mann der Seite am Zug und einen Punkt auf dem Tisch, an den er gestellt wird.</translation>
    </message>
    <message>
        <source>%1 is put where he stands on the table.</source>
        <translation>%1 wird dorthin gestellt, wo er auf dem Tisch steht.</translation>
    </message>
    <message>
        <source>%1 takes the ground %2 gave up.</source>
        <translation>%1 besetzt den Boden, den %2 aufgegeben hat.</translation>
    </message>
    <message>
        <source>%1 closes with the enemy.</source>
        <translation>%1 geht an den Feind heran.</translation>
    </message>
    <message>
        <source>it is retreating</source>
        <translation>weicht zurück</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has nobody left to promote.</source>
        <translation>„%1“ hat niemanden mehr, der befördert werden könnte.</translation>
    </message>
    <message>
        <source>Only a unit (or officer) of the card at hand moves, once.</source>
        <translation>Nur eine Einheit (oder ein Offizier) der aktuellen Karte bewegt sich, einmal.</translation>
    </message>
    <message>
        <source>beyond the best roll here (%1 in); the move is rolled when you let go</source>
        <translation>weiter als der beste Wurf hier (%1 Zoll); die Bewegung wird gewürfelt, wenn Sie loslassen</translation>
    </message>
    <message>
        <source>%1 charges %2, who stands alone: he must run or give himself up.</source>
        <translation>%1 greift %2 an, der allein steht: er muss fliehen oder sich ergeben.</translation>
    </message>
    <message>
        <source>%1 charges %2, alone (%3): he has moved this turn already and gives himself up.</source>
        <translation>%1 greift %2 an, der allein steht (%3): er hat sich in diesem Zug schon bewegt und ergibt sich.</translation>
    </message>
    <message>
        <source>%1 charges %2, alone (%3): he flees.</source>
        <translation>%1 greift %2 an, der allein steht (%3): er flieht.</translation>
    </message>
    <message>
        <source>he gave himself up</source>
        <translation>er hat sich ergeben</translation>
    </message>
    <message>
        <source>he fled</source>
        <translation>er ist geflohen</translation>
    </message>
    <message>
        <source>%1 of %2 stands guard over its prisoners (%3).</source>
        <translation>%1 von %2 bewacht die Gefangenen der Einheit (%3).</translation>
    </message>
    <message>
        <source>%1 may not take its gun along: it is loaded, or too few men are left to move it.</source>
        <translation>%1 kann sein Geschütz nicht mitnehmen: es ist geladen, oder es sind zu wenige Männer übrig, um es zu bewegen.</translation>
    </message>
    <message>
        <source>%1 has a man seriously wounded: its officer&apos;s bonus brings him back to the fight.</source>
        <translation>%1 hat einen schwer verwundeten Mann: der Bonus des Offiziers bringt ihn in den Kampf zurück.</translation>
    </message>
    <message>
        <source>The enemy is within %1 in of %2: its officer keeps a re-roll ready for its next morale test.</source>
        <translation>Der Feind ist höchstens %1 Zoll von %2 entfernt: der Offizier hält einen Wiederholungswurf für den nächsten Moraltest bereit.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on a re-roll: the next failed morale test of a squad of his within %2 in this turn is rolled again.</source>
        <translation>%1 setzt seinen Bonus für einen Wiederholungswurf ein: der nächste misslungene Moraltest eines seiner Trupps innerhalb von %2 Zoll wird in dieser Runde wiederholt.</translation>
    </message>
    <message>
        <source>re-roll ready</source>
        <translation>Wiederholungswurf bereit</translation>
    </message>
    <message>
        <source>An officer moves, rallies, promotes, removes wounds or readies a re-roll.</source>
        <translation>Ein Offizier bewegt sich, sammelt, befördert, entfernt Wunden oder hält einen Wiederholungswurf bereit.</translation>
    </message>
    <message>
        <source>%1: none of his squads is within %2 in and still to act.</source>
        <translation>%1: keiner seiner Trupps ist höchstens %2 Zoll entfernt und hat noch nicht gehandelt.</translation>
    </message>
    <message>
        <source>%1 rallies it, +%2 (rash: %3)</source>
        <translation>%1 sammelt sie, +%2 (tollkühn: %3)</translation>
    </message>
    <message>
        <source>rolled again on %1&apos;s bonus</source>
        <translation>wiederholt mit dem Bonus von %1</translation>
    </message>
    <message>
        <source>%1 fights alone with three on him: he yields rather than die.</source>
        <translation>%1 kämpft allein gegen drei: er ergibt sich, statt zu sterben.</translation>
    </message>
    <message>
        <source>%1 has no squad leader in a melee on this card to yield.</source>
        <translation>%1 hat auf dieser Karte keinen Truppführer im Nahkampf, der sich ergeben könnte.</translation>
    </message>
    <message>
        <source>%1 of %2 yields to %3: taken prisoner, unhurt.</source>
        <translation>%1 von %2 ergibt sich %3: unverletzt gefangen genommen.</translation>
    </message>
    <message>
        <source>yielded</source>
        <translation>ergab sich</translation>
    </message>
    <message>
        <source>%1 charges %2, who stands alone: %3 men against him in melee.</source>
        <translation>%1 greift %2 an, der allein steht: %3 Mann gegen ihn im Nahkampf.</translation>
    </message>
    <message>
        <source>%1 fights for his life: his bonus goes on his own melee.</source>
        <translation>%1 kämpft um sein Leben: sein Bonus geht auf seinen eigenen Nahkampf.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on his own melee: +%2 on his die this turn.</source>
        <translation>%1 setzt seinen Bonus für seinen eigenen Nahkampf ein: +%2 auf seinen Würfel in dieser Runde.</translation>
    </message>
    <message>
        <source>+%1 in his melee</source>
        <translation>+%1 in seinem Nahkampf</translation>
    </message>
    <message>
        <source>%1 may charge only an enemy officer standing alone (nobody of his side within 2 in) and not fighting already, within reach of its best roll.</source>
        <translation>%1 darf nur einen allein stehenden feindlichen Offizier angreifen (niemand seiner Seite innerhalb von 2 Zoll), der nicht schon kämpft, in Reichweite des besten Wurfs.</translation>
    </message>
    <message>
        <source>%1 yields to %2: taken prisoner, unhurt.</source>
        <translation>%1 ergibt sich %2: unverletzt gefangen genommen.</translation>
    </message>
    <message>
        <source>%1 turns its gun to bear on %2: more than 45°, its move.</source>
        <translation>%1 richtet sein Geschütz auf %2: mehr als 45°, das ist seine Bewegung.</translation>
    </message>
    <message>
        <source>%1 unlimbers: %2 is within its gun&apos;s reach.</source>
        <translation>%1 protzt ab: %2 ist in Reichweite des Geschützes.</translation>
    </message>
    <message>
        <source>%1 limbers up to move on: no enemy is within its gun&apos;s reach.</source>
        <translation>%1 protzt auf, um weiterzuziehen: kein Feind ist in Reichweite des Geschützes.</translation>
    </message>
    <message>
        <source>%1 spikes the enemy gun it stands at: two turns at it and the gun is out of the game.</source>
        <translation>%1 vernagelt das feindliche Geschütz, an dem sie steht: zwei Runden daran, und das Geschütz ist aus dem Spiel.</translation>
    </message>
    <message>
        <source>The gun of %1 is limbered up: it must unlimber to fire.</source>
        <translation>Das Geschütz von %1 ist aufgeprotzt: es muss abprotzen, um zu feuern.</translation>
    </message>
    <message>
        <source>%1 is no horse artillery free to limber or unlimber its gun.</source>
        <translation>%1 ist keine reitende Artillerie, die ihr Geschütz auf- oder abprotzen kann.</translation>
    </message>
    <message>
        <source>%1 unlimbers its gun: turn %2 of %3.</source>
        <translation>%1 protzt ihr Geschütz ab: Runde %2 von %3.</translation>
    </message>
    <message>
        <source>%1 limbers up its gun: turn %2 of %3.</source>
        <translation>%1 protzt ihr Geschütz auf: Runde %2 von %3.</translation>
    </message>
    <message>
        <source>%1 has limbered up: it may move, not fire.</source>
        <translation>%1 hat aufgeprotzt: sie kann sich bewegen, nicht feuern.</translation>
    </message>
    <message>
        <source>%1 has unlimbered: its gun may fire, not move.</source>
        <translation>%1 hat abgeprotzt: ihr Geschütz kann feuern, sich nicht bewegen.</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>aufgeprotzt</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>abgeprotzt</translation>
    </message>
    <message>
        <source>%1 may spike only an enemy gun a man of it touches, crack troops or artillerymen free to act.</source>
        <translation>%1 kann nur ein feindliches Geschütz vernageln, das einer ihrer Männer berührt, als Elitetruppe oder Artilleristen, die frei handeln können.</translation>
    </message>
    <message>
        <source>%1 sets about spiking the gun of %2 (turn %3 of %4).</source>
        <translation>%1 macht sich daran, das Geschütz von %2 zu vernageln (Runde %3 von %4).</translation>
    </message>
    <message>
        <source>spiking</source>
        <translation>beim Vernageln</translation>
    </message>
    <message>
        <source>%1 has spiked the gun of %2: it is out of the game.</source>
        <translation>%1 hat das Geschütz von %2 vernagelt: es ist aus dem Spiel.</translation>
    </message>
    <message>
        <source>spiked</source>
        <translation>vernagelt</translation>
    </message>
    <message>
        <source>%1 tap-loads its rifles: the enemy is within %2 in, a musket&apos;s reach, and they fire next turn.</source>
        <translation>%1 lädt ihre Büchsen im Schnellverfahren: der Feind ist höchstens %2 Zoll entfernt, Musketenreichweite, und sie feuern in der nächsten Runde.</translation>
    </message>
    <message>
        <source>No enemy is near: the musician of %1 treats a seriously wounded man of %2.</source>
        <translation>Kein Feind ist nahe: der Musiker von %1 versorgt einen schwer verwundeten Mann von %2.</translation>
    </message>
    <message>
        <source>The musician of %1 reaches no seriously wounded man of &quot;%2&quot; (a unit of his command within %3 in).</source>
        <translation>Der Musiker von %1 erreicht keinen schwer verwundeten Mann von „%2“ (eine Einheit seines Kommandos innerhalb von %3 Zoll).</translation>
    </message>
    <message>
        <source>%1 fires by ranks at %2 on its officer&apos;s word: the enemy is within a charge of it, and half its men keep their loads.</source>
        <translation>%1 feuert auf Befehl seines Offiziers gliederweise auf %2: der Feind ist in Angriffsweite, und die Hälfte seiner Männer behält die Ladung.</translation>
    </message>
    <message>
        <source>%1&apos;s boat touches the shore: it lands.</source>
        <translation>Das Boot von %1 berührt das Ufer: es landet.</translation>
    </message>
    <message>
        <source>%1 weighs its boat&apos;s anchor to row for the shore.</source>
        <translation>%1 lichtet den Anker seines Bootes, um zum Ufer zu rudern.</translation>
    </message>
    <message>
        <source>%1 rows for the shore by its objective.</source>
        <translation>%1 rudert zum Ufer bei seinem Ziel.</translation>
    </message>
    <message>
        <source>Rowing needs a point to row to: &quot;to&quot;: [x, y].</source>
        <translation>Rudern braucht einen Zielpunkt: &quot;to&quot;: [x, y].</translation>
    </message>
    <message>
        <source>%1 rows no boat now: none of its men is aboard one, it lies at anchor, or fewer than half those aboard can pull an oar.</source>
        <translation>%1 rudert jetzt kein Boot: keiner seiner Männer ist an Bord eines Bootes, es liegt vor Anker, oder weniger als die Hälfte an Bord kann rudern.</translation>
    </message>
    <message>
        <source>rowed %1 in</source>
        <translation>%1 Zoll gerudert</translation>
    </message>
    <message>
        <source>%1 cannot land: its boat does not touch the shore, or is a large boat away from a quay.</source>
        <translation>%1 kann nicht landen: sein Boot berührt das Ufer nicht, oder es ist ein großes Boot fern von einem Kai.</translation>
    </message>
    <message>
        <source>%1 lands from %2 at the quay.</source>
        <translation>%1 landet aus %2 am Kai.</translation>
    </message>
    <message>
        <source>%1 lands from %2: rolls %3, lands.</source>
        <translation>%1 landet aus %2: würfelt %3, landet.</translation>
    </message>
    <message>
        <source>%1 tries to land from %2: rolls %3, drifts along the shore.</source>
        <translation>%1 versucht aus %2 zu landen: würfelt %3, treibt am Ufer entlang.</translation>
    </message>
    <message>
        <source>%1 tries to land from %2: rolls %3, capsizes: the cargo is lost, everyone wades ashore, and the powder is wet for two turns.</source>
        <translation>%1 versucht aus %2 zu landen: würfelt %3, kentert: die Ladung ist verloren, alle waten an Land, und das Pulver ist zwei Runden lang nass.</translation>
    </message>
    <message>
        <source>%1 has no boat to anchor, or too few hands aboard to weigh its anchor (%2).</source>
        <translation>%1 hat kein Boot zum Ankern, oder zu wenige Hände an Bord, um den Anker zu lichten (%2).</translation>
    </message>
    <message>
        <source>%1 drops %2&apos;s anchor.</source>
        <translation>%1 lässt den Anker von %2 fallen.</translation>
    </message>
    <message>
        <source>%1 weighs %2&apos;s anchor: turn %3 of %4.</source>
        <translation>%1 lichtet den Anker von %2: Runde %3 von %4.</translation>
    </message>
    <message>
        <source>%1 has weighed %2&apos;s anchor: it may row.</source>
        <translation>%1 hat den Anker von %2 gelichtet: es kann rudern.</translation>
    </message>
    <message>
        <source>%1 cannot board &quot;%2&quot;: no boat of its side within its best roll, less %3 in for boarding.</source>
        <translation>%1 kann nicht an Bord von „%2“ gehen: kein Boot seiner Seite in Reichweite seines besten Wurfs, abzüglich %3 Zoll für das Einsteigen.</translation>
    </message>
    <message>
        <source>%1 boards %2: rolls %3 = %4 in less %5 for boarding, enough.</source>
        <translation>%1 geht an Bord von %2: würfelt %3 = %4 Zoll abzüglich %5 für das Einsteigen, genug.</translation>
    </message>
    <message>
        <source>%1 makes for %2: rolls %3 = %4 in less %5 for boarding, too short to reach it.</source>
        <translation>%1 hält auf %2 zu: würfelt %3 = %4 Zoll abzüglich %5 für das Einsteigen, zu kurz, um es zu erreichen.</translation>
    </message>
    <message>
        <source>Too few of those aboard %1 row: the current takes it %2 in.</source>
        <translation>Zu wenige an Bord von %1 rudern: die Strömung trägt es %2 Zoll weit.</translation>
    </message>
    <message>
        <source>%1 fires by ranks only formed, on the card of an officer who sets it off.</source>
        <translation>%1 feuert gliederweise nur formiert, auf der Karte eines Offiziers, der es aktiviert.</translation>
    </message>
    <message>
        <source>No loaded man of %1 has a man of &quot;%2&quot; in range and sight.</source>
        <translation>Kein geladener Mann von %1 hat einen Mann von „%2“ in Reichweite und Sicht.</translation>
    </message>
    <message>
        <source>He has moved on this card already, is fighting a melee, or is aboard a boat.</source>
        <translation>Er hat sich auf dieser Karte schon bewegt, kämpft im Nahkampf oder ist an Bord eines Bootes.</translation>
    </message>
    <message>
        <source>%1 has men aboard a boat: it rows it, or lands.</source>
        <translation>%1 hat Männer an Bord eines Bootes: es rudert es oder landet.</translation>
    </message>
    <message>
        <source>Nobody of the crew of %1 stands within 2 in of its gun to load it.</source>
        <translation>Niemand von der Bedienung von %1 steht im Umkreis von 2 Zoll um sein Geschütz, um es zu laden.</translation>
    </message>
    <message>
        <source>%1 cannot remove wounds in &quot;%2&quot;: a wounded unit of his side within 2 in, with as many points of his bonus left this turn.</source>
        <translation>%1 kann in „%2“ keine Wunden entfernen: nötig ist eine verwundete Einheit seiner Seite in höchstens 2 Zoll, und so viele Punkte seines Bonus in diesem Zug übrig.</translation>
    </message>
    <message>
        <source>%1 has no bonus left to spend this turn, or a re-roll ready already.</source>
        <translation>%1 hat in diesem Zug keinen Bonus mehr übrig oder schon einen Neuwurf bereit.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on his own melee only while he fights one, with as many points of it left this turn.</source>
        <translation>%1 setzt seinen Bonus im eigenen Nahkampf nur ein, solange er in einem kämpft, mit so vielen Punkten davon in diesem Zug übrig.</translation>
    </message>
    <message>
        <source>%1 cannot rally &quot;%2&quot;: a unit of his side that is retreating or fleeing, within 2 in, with as many points of his bonus left this turn.</source>
        <translation>%1 kann „%2“ nicht sammeln: nötig ist eine zurückweichende oder fliehende Einheit seiner Seite in höchstens 2 Zoll, und so viele Punkte seines Bonus in diesem Zug übrig.</translation>
    </message>
    <message>
        <source>%1 rows %2: rolls 2d10: %3, current %4 = %5 in, goes %6.</source>
        <translation>%1 rudert %2: würfelt 2W10: %3, Strömung %4 = %5 Zoll, fährt %6.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on the wounded of %2: %3 removed.</source>
        <translation>%1 setzt seinen Bonus für die Verwundeten von %2 ein: %3 entfernt.</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>Turn %1: %2 shuffled.</source>
        <translation>Zug %1: %2 gemischt.</translation>
    </message>
    <message>
        <source>%1 fires by ranks on its officer&apos;s word: %2 of the %3 loaded fired, the others keep their loads.</source>
        <translation>%1 feuert gliedweise auf das Wort seines Offiziers: %2 der %3 Geladenen schossen, die anderen behalten ihre Ladung.</translation>
    </message>
    <message>
        <source>Of the %1 loading, %2 ready.</source>
        <translation>Von den %1 Ladenden sind %2 bereit.</translation>
    </message>
    <message>
        <source>a minor wound</source>
        <translation>eine leichte Wunde</translation>
    </message>
    <message>
        <source>a serious wound</source>
        <translation>eine schwere Wunde</translation>
    </message>
    <message>
        <source>a fatal wound</source>
        <translation>eine tödliche Wunde</translation>
    </message>
    <message>
        <source>wound die %1</source>
        <translation>Wundwürfel %1</translation>
    </message>
    <message>
        <source>wound dice %1</source>
        <translation>Wundwürfel %1</translation>
    </message>
    <message>
        <source>%1 fires a volley at %2: %3, %4</source>
        <translation>%1 feuert eine Salve auf %2: %3, %4</translation>
    </message>
    <message>
        <source>%1 fires at %2: %3, %4</source>
        <translation>%1 feuert auf %2: %3, %4</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 is hit: %2 (%3)%4.</source>
        <translation>%1 ist getroffen: %2 (%3)%4.</translation>
    </message>
    <message>
        <source>; he falls</source>
        <translation>; er fällt</translation>
    </message>
    <message>
        <source>%1&apos;s carriage is hit (%2): it is destroyed.</source>
        <translation>Die Lafette von %1 ist getroffen (%2): sie ist zerstört.</translation>
    </message>
    <message>
        <source>%1&apos;s carriage is hit (%2): 1 serious wound on it so far.</source>
        <translation>Die Lafette von %1 ist getroffen (%2): bisher 1 schwere Wunde.</translation>
    </message>
    <message>
        <source>%1&apos;s carriage is hit (%2): %3 serious wounds on it so far.</source>
        <translation>Die Lafette von %1 ist getroffen (%2): bisher %3 schwere Wunden.</translation>
    </message>
    <message>
        <source>%1&apos;s horse, badly hurt, throws him and bolts %2 in (rolls %3), %4° clockwise from the top of the table.</source>
        <translation>Das Pferd von %1, schwer verletzt, wirft ihn ab und geht %2 Zoll durch (Wurf %3), %4° im Uhrzeigersinn vom oberen Tischrand.</translation>
    </message>
    <message>
        <source>The gun of %1 fires %2 at %3: %4.</source>
        <translation>Das Geschütz von %1 feuert %2 auf %3: %4.</translation>
    </message>
    <message>
        <source>%1 rolls %2 (%3 in all) against %4&apos;s %5 (%6 in all): %7.</source>
        <translation>%1 würfelt %2 (%3 insgesamt) gegen %5 von %4 (%6 insgesamt): %7.</translation>
    </message>
    <message>
        <source>%1 (%2 close up)</source>
        <translation>%1 (%2 schließen auf)</translation>
    </message>
    <message>
        <source>moved %1</source>
        <translation>%1 bewegt</translation>
    </message>
    <message>
        <source>rolls %1</source>
        <translation>würfelt %1</translation>
    </message>
    <message>
        <source>, the %1 dropped</source>
        <translation>, die %1 gestrichen</translation>
    </message>
    <message>
        <source>, +%1</source>
        <translation>, +%1</translation>
    </message>
    <message>
        <source>, −%1</source>
        <translation>, −%1</translation>
    </message>
    <message>
        <source>%1: %2 in</source>
        <translation>%1: %2 Zoll</translation>
    </message>
    <message>
        <source>, 1 obstacle crossed</source>
        <translation>, 1 Hindernis überquert</translation>
    </message>
    <message>
        <source>, %1 obstacles crossed</source>
        <translation>, %1 Hindernisse überquert</translation>
    </message>
    <message>
        <source>%1 turns where he stands.</source>
        <translation>%1 dreht sich auf der Stelle.</translation>
    </message>
    <message>
        <source>%1 turns where it stands.</source>
        <translation>%1 dreht sich auf der Stelle.</translation>
    </message>
    <message>
        <source>%1 %2, but its leader stands there already: it closes on him where he stands.</source>
        <translation>%1 %2, aber ihr Anführer steht schon dort: sie schließt bei ihm auf, wo er steht.</translation>
    </message>
    <message>
        <source>%1 %2, but stays where he stands (%3).</source>
        <translation>%1 %2, bleibt aber stehen (%3).</translation>
    </message>
    <message>
        <source>%1 %2, but stays where it stands (%3).</source>
        <translation>%1 %2, bleibt aber stehen (%3).</translation>
    </message>
    <message>
        <source>%1 %2 %3 (%4).</source>
        <translation>%1 %2 %3 (%4).</translation>
    </message>
    <message>
        <source>%1 loads: %2 ready to fire.</source>
        <translation>%1 lädt: %2 schussbereit.</translation>
    </message>
    <message>
        <source>%1 ready</source>
        <translation>%1 bereit</translation>
    </message>
    <message>
        <source>%1 tends its wounded: %2 treated.</source>
        <translation>%1 versorgt seine Verwundeten: %2 versorgt.</translation>
    </message>
    <message>
        <source>%1 tends its wounded, and its musician a man of %2: %3 treated.</source>
        <translation>%1 versorgt seine Verwundeten, und sein Musiker einen Mann von %2: %3 versorgt.</translation>
    </message>
    <message>
        <source>%1 treated</source>
        <translation>%1 versorgt</translation>
    </message>
    <message>
        <source>Rolled %1.</source>
        <translation>Gewürfelt: %1.</translation>
    </message>
    <message>
        <source>Its crew needs %1 to load it again.</source>
        <translation>Ihre Bedienung braucht %1, um sie wieder zu laden.</translation>
    </message>
    <message>
        <source>%1 takes the ground %2 gave up (%3).</source>
        <translation>%1 nimmt den Boden ein, den %2 aufgegeben hat (%3).</translation>
    </message>
    <message>
        <source>%1&apos;s charge at %2 falters: its squad leader has fallen (%3).</source>
        <translation>Der Angriff von %1 auf %2 stockt: sein Gruppenführer ist gefallen (%3).</translation>
    </message>
    <message>
        <source>%1 rolled %2 against %3&apos;s %4, for nothing: one of them is out of the fight already.</source>
        <translation>%1 würfelte %2 gegen %4 von %3, umsonst: einer von beiden ist schon außer Gefecht.</translation>
    </message>
    <message>
        <source>Its gun is loaded.</source>
        <translation>Ihr Geschütz ist geladen.</translation>
    </message>
    <message>
        <source>Its gun&apos;s reload counter turns to %1.</source>
        <translation>Der Ladezähler ihres Geschützes steht nun auf %1.</translation>
    </message>
    <message>
        <source>%1 loads.</source>
        <translation>%1 lädt.</translation>
    </message>
    <message>
        <source>%1 holds its fire.</source>
        <translation>%1 hält das Feuer zurück.</translation>
    </message>
    <message>
        <source>%1 has broken: %2 of its %3 men are lost (dead, captured or seriously wounded), half or more.</source>
        <translation>%1 ist gebrochen: %2 seiner %3 Männer sind verloren (tot, gefangen oder schwer verwundet), die Hälfte oder mehr.</translation>
    </message>
    <message>
        <source>%1 has broken: every unit it has left is fleeing.</source>
        <translation>%1 ist gebrochen: jede Einheit, die ihm bleibt, flieht.</translation>
    </message>
    <message>
        <source>%1 (re-rolled %2 for who is struck)</source>
        <translation>%1 (neu gewürfelt %2: wen es trifft)</translation>
    </message>
    <message>
        <source>%1 has lost its squad leader, and no officer has promoted another: it must seek cover.</source>
        <translation>%1 hat den Truppführer verloren, und kein Offizier hat einen Nachfolger ernannt: Die Einheit muss Deckung suchen.</translation>
    </message>
</context>
<context>
    <name>ChosenMenLog</name>
    <message>
        <source>anchoring</source>
        <translation>Ankern</translation>
    </message>
    <message>
        <source>boarding</source>
        <translation>Einschiffen</translation>
    </message>
    <message>
        <source>bolting horse</source>
        <translation>Durchgehendes Pferd</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>cadence</source>
        <translation>Kadenz</translation>
    </message>
    <message>
        <source>cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>Fahne</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>Abtreiben</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>Wache</translation>
    </message>
    <message>
        <source>treatment</source>
        <translation>Behandlung</translation>
    </message>
    <message>
        <source>holding fire</source>
        <translation>Feuer zurückgehalten</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>Landung</translation>
    </message>
    <message>
        <source>limbering</source>
        <translation>Aufprotzen</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>promotion</source>
        <translation>Beförderung</translation>
    </message>
    <message>
        <source>rout</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>rowing</source>
        <translation>Rudern</translation>
    </message>
    <message>
        <source>spiking</source>
        <translation>Vernageln</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>Ergebung</translation>
    </message>
</context>
<context>
    <name>ChosenMenLooks</name>
    <message>
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>Squad leader</source>
        <translation>Truppführer</translation>
    </message>
    <message>
        <source>Musician</source>
        <translation>Spielmann</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <translation>Fahnenträger</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>Unit retreating to cover</source>
        <translation>Einheit weicht in Deckung zurück</translation>
    </message>
    <message>
        <source>Unit fleeing</source>
        <translation>Einheit auf der Flucht</translation>
    </message>
    <message>
        <source>Boat (the men on it are aboard)</source>
        <translation>Boot (die Männer darauf sind an Bord)</translation>
    </message>
</context>
<context>
    <name>ChosenMenReference</name>
    <message>
        <source>The turn: a card per unit and per officer</source>
        <translation>Die Runde: eine Karte je Einheit und je Offizier</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Every card into the deck: new units join it, lost ones leave it.</source>
        <translation>Alle Karten in den Stapel: neue Einheiten kommen hinzu, verlorene scheiden aus.</translation>
    </message>
    <message>
        <source>Turn two</source>
        <translation>Zwei aufdecken</translation>
    </message>
    <message>
        <source>Turn the top two cards; each unit turned tests its morale if it must, takes one action (move, load, fire, hold fire, heal) and fights its melee.</source>
        <translation>Die obersten zwei Karten aufdecken; jede aufgedeckte Einheit prüft wenn nötig ihre Moral, führt eine Aktion aus (bewegen, laden, feuern, Feuer zurückhalten, heilen) und kämpft ihren Nahkampf.</translation>
    </message>
    <message>
        <source>Officers</source>
        <translation>Offiziere</translation>
    </message>
    <message>
        <source>An officer&apos;s card lets him use his bonus and sets off the squads of his command whose leader is within %1 in and that have not acted: they form up on their leaders and act as one.</source>
        <translation>Die Karte eines Offiziers erlaubt ihm seinen Bonus und aktiviert die Trupps seines Kommandos, deren Führer höchstens %1 Zoll entfernt ist und die noch nicht gehandelt haben: sie sammeln sich bei ihren Führern und handeln gemeinsam.</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Aufgebraucht</translation>
    </message>
    <message>
        <source>When the deck is spent, a new turn begins.</source>
        <translation>Ist der Stapel aufgebraucht, beginnt eine neue Runde.</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Weapons (ranges in inches)</source>
        <translation>Waffen (Reichweiten in Zoll)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Nachladen</translation>
    </message>
    <message>
        <source>d10</source>
        <translation>W10</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Nah</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>%1, drop lowest</source>
        <translation>%1, ohne den niedrigsten</translation>
    </message>
    <message>
        <source>%1, drop highest</source>
        <translation>%1, ohne den höchsten</translation>
    </message>
    <message>
        <source>Movement (inches, rolled each move)</source>
        <translation>Bewegung (Zoll, bei jeder Bewegung gewürfelt)</translation>
    </message>
    <message>
        <source>Woods, water and buildings halve; low walls and fences cost %1 in; each serious wound in the unit %2 in.</source>
        <translation>Wald, Wasser und Gebäude halbieren; niedrige Mauern und Zäune kosten %1 Zoll; jede schwere Wunde in der Einheit %2 Zoll.</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Truppen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Hills, difficult</source>
        <translation>Hügel, schwierig</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Cavalry, mounted officers</source>
        <translation>Kavallerie, berittene Offiziere</translation>
    </message>
    <message>
        <source>Hand-moved artillery</source>
        <translation>Von Hand bewegte Artillerie</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Morale test: a d10 at or under the morale</source>
        <translation>Moraltest: ein W10 gleich oder unter der Moral</translation>
    </message>
    <message>
        <source>Each casualty</source>
        <translation>Jeder Verlust</translation>
    </message>
    <message>
        <source>Squad leader or officer lost</source>
        <translation>Truppführer oder Offizier verloren</translation>
    </message>
    <message>
        <source>Each casualty from artillery, more</source>
        <translation>Jeder Verlust durch Artillerie, zusätzlich</translation>
    </message>
    <message>
        <source>Supported by formed troops</source>
        <translation>Von geschlossenen Truppen unterstützt</translation>
    </message>
    <message>
        <source>Formed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Defending hard cover or a building</source>
        <translation>Verteidigt harte Deckung oder ein Gebäude</translation>
    </message>
    <message>
        <source>With the colours</source>
        <translation>Bei der Fahne</translation>
    </message>
    <message>
        <source>Colours lost</source>
        <translation>Fahne verloren</translation>
    </message>
    <message>
        <source>Enemy colours taken</source>
        <translation>Feindliche Fahne erbeutet</translation>
    </message>
    <message>
        <source>Marines afloat</source>
        <translation>Marineinfanterie auf dem Wasser</translation>
    </message>
    <message>
        <source>Firing: a casualty on a modified 8 or more</source>
        <translation>Feuer: ein Verlust bei modifizierter 8 oder mehr</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>Nahe Reichweite</translation>
    </message>
    <message>
        <source>Volley</source>
        <translation>Salve</translation>
    </message>
    <message>
        <source>Target formed or mounted</source>
        <translation>Ziel geschlossen oder beritten</translation>
    </message>
    <message>
        <source>Mounted firer</source>
        <translation>Berittener Schütze</translation>
    </message>
    <message>
        <source>Target skirmishers</source>
        <translation>Ziel Plänkler</translation>
    </message>
    <message>
        <source>Target in soft cover</source>
        <translation>Ziel in leichter Deckung</translation>
    </message>
    <message>
        <source>Target in hard cover</source>
        <translation>Ziel in harter Deckung</translation>
    </message>
    <message>
        <source>Add the weapon&apos;s and the firer&apos;s quality. A natural 0 hits: roll again, 1–5 a ranker, 6–8 the squad leader, 9–0 an officer.</source>
        <translation>Waffe und Qualität des Schützen hinzurechnen. Eine natürliche 0 trifft: erneut würfeln, 1–5 ein Mann, 6–8 der Truppführer, 9–0 ein Offizier.</translation>
    </message>
    <message>
        <source>Melee: up to three attackers on one defender&apos;s die</source>
        <translation>Nahkampf: bis zu drei Angreifer gegen den Würfel eines Verteidigers</translation>
    </message>
    <message>
        <source>Charging over open ground</source>
        <translation>Angriff über offenes Gelände</translation>
    </message>
    <message>
        <source>Sword, bayonet or pike</source>
        <translation>Säbel, Bajonett oder Pike</translation>
    </message>
    <message>
        <source>Defending soft cover</source>
        <translation>Verteidigt leichte Deckung</translation>
    </message>
    <message>
        <source>Defending hard cover</source>
        <translation>Verteidigt harte Deckung</translation>
    </message>
    <message>
        <source>Charged in a building</source>
        <translation>In einem Gebäude angegriffen</translation>
    </message>
    <message>
        <source>Formed with bayonets, cavalry in front</source>
        <translation>Geschlossen mit Bajonett, Kavallerie von vorn</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>Outnumbered</source>
        <translation>In Unterzahl</translation>
    </message>
    <message>
        <source>Out of command</source>
        <translation>Außer Befehlsreichweite</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <translation>Fahnenträger</translation>
    </message>
    <message>
        <source>Add the quality. Beaten by 1–2: fall back; by 3 or more: a wound die per point.</source>
        <translation>Qualität hinzurechnen. Um 1–2 geschlagen: zurückweichen; um 3 oder mehr: ein Wundwürfel je Punkt.</translation>
    </message>
    <message>
        <source>The wound die</source>
        <translation>Der Wundwürfel</translation>
    </message>
    <message>
        <source>Three minor wounds make a serious one; two serious ones kill.</source>
        <translation>Drei leichte Wunden ergeben eine schwere; zwei schwere töten.</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>serious</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>fatal</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <source>Chosen Men Fat — quick reference</source>
        <translation>Chosen Men Fat — Kurzreferenz</translation>
    </message>
    <message>
        <source>The turn, troops, weapons and movement</source>
        <translation>Die Runde, Truppen, Waffen und Bewegung</translation>
    </message>
    <message>
        <source>Morale, firing and melee</source>
        <translation>Moral, Feuer und Nahkampf</translation>
    </message>
    <message>
        <source>1–2 over: retreat to cover. 3 or more over: flee. An officer within %1 in adds what he spends; on its own card, its squad leader&apos;s rating.</source>
        <translation>1–2 darüber: Rückzug in Deckung. 3 oder mehr darüber: Flucht. Ein Offizier innerhalb von %1 Zoll addiert, was er ausgibt; auf ihrer eigenen Karte addiert die Einheit den Wert ihres Truppführers.</translation>
    </message>
</context>
<context>
    <name>ChosenMenRoster</name>
    <message>
        <source>%1 %2, base morale %3; command %4</source>
        <translation>%1, %2, Grundmoral %3; Kommando %4</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Close / effective (in)</source>
        <translation>Nah / wirksam (Zoll)</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <translation>Leichte Wunden</translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <translation>Schwere Wunden</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Retreating</source>
        <translation>Auf Rückzug</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>%1 — roster</source>
        <translation>%1 — Truppenliste</translation>
    </message>
</context>
<context>
    <name>CombatReport</name>
    <message>
        <source>soft cover</source>
        <translation>leichte Deckung</translation>
    </message>
    <message>
        <source>hard cover</source>
        <translation>schwere Deckung</translation>
    </message>
    <message>
        <source>in the open</source>
        <translation>im Freien</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>grazed, no harm</source>
        <translation>gestreift, kein Schaden</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 fällt</translation>
    </message>
    <message>
        <source>%1 is wounded</source>
        <translation>%1 ist verwundet</translation>
    </message>
    <message>
        <source>no harm done</source>
        <translation>kein Schaden</translation>
    </message>
    <message>
        <source>%1 fire at %2</source>
        <translation>Feuer von %1 auf %2</translation>
    </message>
    <message>
        <source>To hit (D8, the class modifier added)</source>
        <translation>Treffer (W8, mit Klassenmodifikator)</translation>
    </message>
    <message>
        <source>Where the hits fall, and the damage (D6)</source>
        <translation>Wen die Treffer erwischen, und der Schaden (W6)</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>%1, read as %2</source>
        <translation>%1, gewertet als %2</translation>
    </message>
    <message>
        <source>%1&apos;s hit falls on %2 (allocation die %3); damage die %4: %5</source>
        <translation>Der Treffer von %1 erwischt %2 (Zuteilungswurf %3); Schadenswurf %4: %5</translation>
    </message>
    <message>
        <source>No one is hurt</source>
        <translation>Niemand ist verletzt</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Melee: %1 against %2</source>
        <translation>Nahkampf: %1 gegen %2</translation>
    </message>
    <message>
        <source>Pairing (no man fights two while a foe stands free)</source>
        <translation>Paarung (keiner kämpft gegen zwei, solange ein Gegner frei ist)</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Dice (D6 and modifiers)</source>
        <translation>Würfel (W6 und Modifikatoren)</translation>
    </message>
    <message>
        <source>%1 class</source>
        <translation>%1 Klasse</translation>
    </message>
    <message>
        <source>%1 outnumbered</source>
        <translation>%1 Unterzahl</translation>
    </message>
    <message>
        <source>%1 better weapon</source>
        <translation>%1 bessere Waffe</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3</source>
        <translation>%1 würfelt %2 = %3</translation>
    </message>
    <message>
        <source>Each pair (a winner&apos;s natural 5 wounds, 6 kills)</source>
        <translation>Jedes Paar (eine natürliche 5 des Siegers verwundet, eine 6 tötet)</translation>
    </message>
    <message>
        <source>%1 and %2 tie at %3: no effect</source>
        <translation>%1 und %2 gleichauf bei %3: keine Wirkung</translation>
    </message>
    <message>
        <source>%1 beats %2, %3 to %4 (natural %5): %6</source>
        <translation>%1 besiegt %2, %3 zu %4 (natürliche %5): %6</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 has %2 out of range: no shot</source>
        <translation>%1 hat %2 außer Reichweite: kein Schuss</translation>
    </message>
    <message>
        <source>%1 %2 %3 = %4</source>
        <translation>%1 %2 %3 = %4</translation>
    </message>
    <message>
        <source>%1 shoots at %2, %3, %4: needs %5, rolled %6: %7</source>
        <translation>%1 schießt auf %2, %3, %4: braucht %5, gewürfelt %6: %7</translation>
    </message>
    <message numerus="yes">
        <source>%n shots</source>
        <translation>
            <numerusform>%n Schuss</numerusform>
            <numerusform>%n Schüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n killed</source>
        <translation>
            <numerusform>%n getötet</numerusform>
            <numerusform>%n getötet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounded</source>
        <translation>
            <numerusform>%n verwundet</numerusform>
            <numerusform>%n verwundet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no shot at %2, every mark out of range</source>
        <translation>%1: kein Schuss auf %2, jedes Ziel außer Reichweite</translation>
    </message>
    <message>
        <source>%1 fires at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 fall back %2 cm, pushed back (+3 at their next test)</source>
        <translation>%1 weichen %2 cm zurück, zurückgedrängt (+3 bei ihrem nächsten Test)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Pairs won: %1</source>
        <translation>Gewonnene Paare: %1</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>Compass</name>
    <message>
        <source>N</source>
        <extracomment>The compass points, abbreviated as on a compass rose.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>SW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NW</translation>
    </message>
</context>
<context>
    <name>ComputerCourier</name>
    <message>
        <source>%1 tries the table once more.</source>
        <translation>%1 versucht es noch einmal mit der Tabelle.</translation>
    </message>
    <message>
        <source>%1 accepts: it costs him less than refusing.</source>
        <translation>%1 nimmt an: Es kostet ihn weniger als eine Weigerung.</translation>
    </message>
    <message>
        <source>%1 refuses: accepting would cost him more.</source>
        <translation>%1 lehnt ab: Annehmen würde ihn mehr kosten.</translation>
    </message>
    <message>
        <source>%1 tries his captors&apos; patience.</source>
        <translation>%1 stellt die Geduld seiner Bewacher auf die Probe.</translation>
    </message>
    <message>
        <source>%1 hides from his pursuers.</source>
        <translation>%1 versteckt sich vor seinen Verfolgern.</translation>
    </message>
    <message>
        <source>%1 goes after his horse.</source>
        <translation>%1 läuft seinem Pferd nach.</translation>
    </message>
    <message>
        <source>%1 restores his strength.</source>
        <translation>%1 kommt wieder zu Kräften.</translation>
    </message>
    <message>
        <source>%1 fires at his nearest pursuer.</source>
        <translation>%1 schießt auf seinen nächsten Verfolger.</translation>
    </message>
    <message>
        <source>%1 tries his luck here: boasts are to be won.</source>
        <translation>%1 versucht hier sein Glück: Es gibt Prahlereien zu gewinnen.</translation>
    </message>
    <message>
        <source>%1 challenges a rival to a boasting contest.</source>
        <translation>%1 fordert einen Rivalen zu einem Prahlwettstreit heraus.</translation>
    </message>
    <message numerus="yes">
        <source>%1 parleys: %n are too many to fight.</source>
        <translation>
            <numerusform>%1 verhandelt: %n sind zu viele für einen Kampf.</numerusform>
            <numerusform>%1 verhandelt: %n sind zu viele für einen Kampf.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fights to cut his way out.</source>
        <translation>%1 kämpft, um sich den Weg freizuschlagen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 fights on the defence against %n.</source>
        <translation>
            <numerusform>%1 verteidigt sich gegen %n Gegner.</numerusform>
            <numerusform>%1 verteidigt sich gegen %n Gegner.</numerusform>
        </translation>
    </message>
    <message>
        <source>woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>a jump</source>
        <translation>einen Sprung</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n of his dice: he expects to come about %2 in nearer the Emperor</source>
        <translation>
            <numerusform>%1 würfelt mit %n seiner Würfel: Er erwartet, dem Kaiser etwa %2 Zoll näher zu kommen</numerusform>
            <numerusform>%1 würfelt mit %n seiner Würfel: Er erwartet, dem Kaiser etwa %2 Zoll näher zu kommen</numerusform>
        </translation>
    </message>
    <message>
        <source>, risking %1</source>
        <translation>, trotz %1</translation>
    </message>
    <message>
        <source>Greedy: every die, straight on.</source>
        <translation>Gierig: alle Würfel, geradeaus.</translation>
    </message>
    <message>
        <source>Random.</source>
        <translation>Zufällig.</translation>
    </message>
    <message>
        <source>a fourth die is worth it on any course</source>
        <translation>ein vierter Würfel lohnt sich auf jeder Strecke</translation>
    </message>
    <message>
        <source>the course is long and open, %1 in</source>
        <translation>die Strecke ist lang und offen, %1 Zoll</translation>
    </message>
    <message>
        <source>the course is long, %1 in</source>
        <translation>die Strecke ist lang, %1 Zoll</translation>
    </message>
    <message>
        <source>a ride of %1 in makes a man hungry</source>
        <translation>ein Ritt von %1 Zoll macht hungrig</translation>
    </message>
    <message>
        <source>thirst comes first on a ride of %1 in</source>
        <translation>auf einem Ritt von %1 Zoll kommt zuerst der Durst</translation>
    </message>
    <message>
        <source>hostile bands out: %1</source>
        <translation>feindliche Trupps unterwegs: %1</translation>
    </message>
    <message>
        <source>country people to talk round: %1</source>
        <translation>Landleute zu überreden: %1</translation>
    </message>
    <message>
        <source>walls, hedges or streams across his way: %1</source>
        <translation>Mauern, Hecken oder Bäche auf seinem Weg: %1</translation>
    </message>
    <message>
        <source>hostile bands that may make him fight: %1</source>
        <translation>feindliche Trupps, die ihn zum Kampf zwingen können: %1</translation>
    </message>
    <message>
        <source>the most boasts wins the race</source>
        <translation>die meisten Prahlereien gewinnen das Rennen</translation>
    </message>
    <message>
        <source>parleys to win and woods to hide in</source>
        <translation>Verhandlungen zu gewinnen und Wälder zum Verstecken</translation>
    </message>
    <message>
        <source>%1 takes a %2 (%3) and a %4 (%5); his strength: %6 (%7).</source>
        <translation>%1 wählt: %2 (%3) und %4 (%5); seine Stärke: %6 (%7).</translation>
    </message>
    <message>
        <source>, turning after %1 in</source>
        <translation>, mit einer Wendung nach %1 Zoll</translation>
    </message>
    <message>
        <source>Greedy: the fastest outfit.</source>
        <translation>Gierig: die schnellste Ausrüstung.</translation>
    </message>
    <message numerus="yes">
        <source> A %1 and a %2 already ride with %n rival(s).</source>
        <translation>
            <numerusform> %1 und %2 reiten schon mit %n Rivalen.</numerusform>
            <numerusform> %1 und %2 reiten schon mit %n Rivalen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lets it stand: the table is worth %2 to him on average.</source>
        <translation>%1 lässt es dabei: die Tabelle ist ihm im Schnitt %2 wert.</translation>
    </message>
    <message>
        <source>%1 parleys with %2: worth about %3 points to him.</source>
        <translation>%1 verhandelt mit %2: etwa %3 Punkte wert für ihn.</translation>
    </message>
    <message>
        <source>%1 falls on %2: %3 % to overcome them now, worth about %4 points to him.</source>
        <translation>%1 fällt über %2 her: %3 % Aussicht, sie jetzt zu überwinden, etwa %4 Punkte wert für ihn.</translation>
    </message>
    <message>
        <source>%1 loots the monastery: worth about %2 points a roll.</source>
        <translation>%1 plündert das Kloster: etwa %2 Punkte pro Wurf.</translation>
    </message>
    <message>
        <source>%1 sleeps, and tries the %2 table: worth about %3 points to him.</source>
        <translation>%1 schläft und versucht die Tabelle %2: etwa %3 Punkte wert für ihn.</translation>
    </message>
    <message>
        <source>billet</source>
        <translation>Quartier</translation>
    </message>
    <message>
        <source>campsite</source>
        <translation>Lagerplatz</translation>
    </message>
    <message>
        <source>%1 sleeps, nobody near; the %2 table is not worth its risks to him.</source>
        <translation>%1 schläft, niemand in der Nähe; die Tabelle %2 ist ihm ihre Gefahren nicht wert.</translation>
    </message>
    <message>
        <source>%1 stays to catch his horse (%2 % a try): he expects the Emperor in %3 turns so, against %4 on foot.</source>
        <translation>%1 bleibt, um sein Pferd einzufangen (%2 % pro Versuch): so erwartet er den Kaiser in %3 Zügen, gegen %4 zu Fuß.</translation>
    </message>
    <message>
        <source>%1 stops to sleep, nobody near: rested, he expects the Emperor in %2 turns, against %3 riding on tired.</source>
        <translation>%1 hält zum Schlafen an, niemand in der Nähe: ausgeruht erwartet er den Kaiser in %2 Zügen, gegen %3, wenn er müde weiterreitet.</translation>
    </message>
    <message>
        <source>%1 stays by the cover to hide from his pursuers (%2 %): worth about %3 in to him where he stands, his best ride %4.</source>
        <translation>%1 bleibt an der Deckung, um sich vor seinen Verfolgern zu verstecken (%2 %): etwa %3 Zoll wert für ihn, wo er steht, sein bester Ritt %4.</translation>
    </message>
    <message>
        <source>%1 takes their blows aggressively, to cut his way out.</source>
        <translation>%1 nimmt ihre Hiebe angriffslustig, um sich freizukämpfen.</translation>
    </message>
    <message>
        <source>%1 takes their blows on the defence.</source>
        <translation>%1 nimmt ihre Hiebe verteidigend.</translation>
    </message>
    <message>
        <source>%1 lets his prisoners go: they would hold him to one die.</source>
        <translation>%1 lässt seine Gefangenen laufen: Sie würden ihn auf einen Würfel beschränken.</translation>
    </message>
    <message>
        <source>%1 fights the farmhouse fire.</source>
        <translation>%1 bekämpft das Feuer im Bauernhaus.</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>ein Gebäude</translation>
    </message>
    <message>
        <source>%1 rides the same way with a die fewer.</source>
        <translation>%1 reitet in dieselbe Richtung mit einem Würfel weniger.</translation>
    </message>
    <message>
        <source>%1 rides the same way with a die more.</source>
        <translation>%1 reitet in dieselbe Richtung mit einem Würfel mehr.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>a deck holds a &quot;draw&quot; and a &quot;discards&quot; list of card names</source>
        <translation>ein Stapel hat eine Liste „draw“ (Nachziehstapel) und eine Liste „discards“ (Ablage) mit Kartennamen</translation>
    </message>
</context>
<context>
    <name>DoorTool</name>
    <message>
        <source>Click a building&apos;s outline to put a doorway there; drag a doorway along the outline; double-click one to take it away.</source>
        <translation>Auf den Umriss eines Gebäudes klicken, um dort eine Tür zu setzen; eine Tür am Umriss entlang ziehen; eine Tür doppelt anklicken, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>No building&apos;s outline there: click on the edge of a building.</source>
        <translation>Dort ist kein Gebäudeumriss: auf den Rand eines Gebäudes klicken.</translation>
    </message>
    <message>
        <source>Add doorway</source>
        <translation>Tür hinzufügen</translation>
    </message>
    <message>
        <source>Move doorway</source>
        <translation>Tür verschieben</translation>
    </message>
    <message>
        <source>Delete doorway</source>
        <translation>Tür löschen</translation>
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message>
        <source>%1 must be drawn as an area, not a line.</source>
        <translation>%1 wird als Fläche gezeichnet, nicht als Linie.</translation>
    </message>
    <message>
        <source>%1 is drawn as a line: use the line, rectangle or polygon tool.</source>
        <translation>%1 wird als Linie gezeichnet: Linien-, Rechteck- oder Polygonwerkzeug verwenden.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Choose a side for the troops first.</source>
        <translation>Zuerst eine Seite für die Truppen wählen.</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platzieren: %1</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Place marker</source>
        <translation>Marker setzen</translation>
    </message>
    <message>
        <source>Set deployment zone</source>
        <translation>Aufstellungszone festlegen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete %1 things</source>
        <translation>%1 Dinge löschen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Bring to front</source>
        <translation>In den Vordergrund</translation>
    </message>
    <message>
        <source>Send to back</source>
        <translation>In den Hintergrund</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Figuren drehen</translation>
    </message>
    <message>
        <source>Place space</source>
        <translation>Feld setzen</translation>
    </message>
    <message>
        <source>A path joins two different spaces.</source>
        <translation>Ein Weg verbindet zwei verschiedene Felder.</translation>
    </message>
    <message>
        <source>Those two spaces are joined already.</source>
        <translation>Diese beiden Felder sind schon verbunden.</translation>
    </message>
    <message>
        <source>Join spaces</source>
        <translation>Felder verbinden</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Verschieben: %1</translation>
    </message>
    <message>
        <source>%1 moved here: a table has only one.</source>
        <translation>Hierher verschoben: %1 (ein Tisch hat nur einen).</translation>
    </message>
    <message>
        <source>%1 placed.</source>
        <translation>Platziert: %1.</translation>
    </message>
    <message>
        <source>Drag out at least one wave: a grid&apos;s cells are %1 cm across.</source>
        <translation>Ziehen Sie mindestens eine Welle auf: die Felder des Rasters sind %1 cm breit.</translation>
    </message>
    <message>
        <source>Lay out water grid</source>
        <translation>Wasserraster anlegen</translation>
    </message>
    <message>
        <source>That cell touches %1 already.</source>
        <translation>Dieses Feld berührt %1 schon.</translation>
    </message>
    <message>
        <source>Touch a space from the water</source>
        <translation>Ein Feld vom Wasser aus berühren</translation>
    </message>
    <message>
        <source>The picture is too large: at most %1 MB.</source>
        <translation>Das Bild ist zu groß: höchstens %1 MB.</translation>
    </message>
    <message>
        <source>Remove backdrop</source>
        <translation>Hintergrundbild entfernen</translation>
    </message>
    <message>
        <source>Set backdrop</source>
        <translation>Hintergrundbild setzen</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played on at most %n water grid(s), and this board has them.</source>
        <translation>
            <numerusform>%1 wird auf höchstens %n Wasserraster gespielt, und dieses Brett hat es schon.</numerusform>
            <numerusform>%1 wird auf höchstens %n Wasserrastern gespielt, und dieses Brett hat sie schon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n water grid(s) left out: %1 is played on at most %2.</source>
        <translation>
            <numerusform>%n Wasserraster weggelassen: %1 wird auf höchstens %2 gespielt.</numerusform>
            <numerusform>%n Wasserraster weggelassen: %1 wird auf höchstens %2 gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>That file %1.</source>
        <translation>Diese Datei %1.</translation>
    </message>
    <message>
        <source>%1: the shape lies off the table.</source>
        <translation>%1: Die Form liegt außerhalb des Tisches.</translation>
    </message>
    <message>
        <source>%1: part of it lies off the table; draw it within the table&apos;s edges.</source>
        <translation>%1: Ein Teil liegt außerhalb des Tisches; zeichnen Sie innerhalb seiner Ränder.</translation>
    </message>
    <message>
        <source>Not joined: %1.</source>
        <translation>Nicht verbunden: %1.</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <source>the file holds more than %1 MiB, the most a file of this kind may hold</source>
        <translation>die Datei enthält mehr als %1 MiB, das Höchste für eine Datei dieser Art</translation>
    </message>
    <message>
        <source>the file cannot be opened: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>the file is %1, not a regular file: only regular files are opened</source>
        <translation>die Datei ist %1, keine reguläre Datei: nur reguläre Dateien werden geöffnet</translation>
    </message>
</context>
<context>
    <name>FiwGame</name>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1; %2)</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 on a D%2</source>
        <translation>%1 auf einem W%2</translation>
    </message>
    <message>
        <source>A marker goes to the edge of %1 at (%2, %3): rolled %4</source>
        <translation>Ein Marker kommt an den Rand von %1 bei (%2; %3): gewürfelt %4</translation>
    </message>
    <message>
        <source>%1: rolled %2, %3</source>
        <translation>%1: gewürfelt %2, %3</translation>
    </message>
    <message>
        <source>Spotting for %1</source>
        <translation>Aufklärung für %1</translation>
    </message>
    <message>
        <source>sees hidden men up to %1 cm</source>
        <translation>sieht versteckte Männer bis %1 cm</translation>
    </message>
    <message>
        <source>Command dice of %1</source>
        <translation>Befehlswürfel von %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1: risk factor %2 (%3), rolled %4: %5%6</source>
        <translation>%1: Risikofaktor %2 (%3), gewürfelt %4: %5%6</translation>
    </message>
    <message>
        <source>nothing to fear</source>
        <translation>nichts zu befürchten</translation>
    </message>
    <message>
        <source> (advice)</source>
        <translation> (Rat)</translation>
    </message>
    <message>
        <source>%1 is not yours to move this turn</source>
        <translation>%1 dürfen Sie in diesem Zug nicht bewegen</translation>
    </message>
    <message>
        <source>%1 is not commanded: his group acts by the Actions table</source>
        <translation>%1 ist nicht befehligt: seine Gruppe handelt nach der Aktionstabelle</translation>
    </message>
    <message>
        <source>%1 moves %2 cm</source>
        <translation>%1 bewegt sich %2 cm</translation>
    </message>
    <message>
        <source>%1 was put at %2, %3</source>
        <translation>%1 wurde auf (%2; %3) gestellt</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>Which man the hit falls on</source>
        <translation>Wen der Treffer erwischt</translation>
    </message>
    <message>
        <source>Damage to %1</source>
        <translation>Schaden an %1</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 fällt</translation>
    </message>
    <message>
        <source>%1 is wounded</source>
        <translation>%1 ist verwundet</translation>
    </message>
    <message>
        <source>Melee die of %1</source>
        <translation>Nahkampfwurf von %1</translation>
    </message>
    <message>
        <source>%1 with modifiers</source>
        <translation>%1 mit Modifikatoren</translation>
    </message>
    <message>
        <source>%1 is killed in melee</source>
        <translation>%1 fällt im Nahkampf</translation>
    </message>
    <message>
        <source>%1 is wounded in melee</source>
        <translation>%1 wird im Nahkampf verwundet</translation>
    </message>
    <message>
        <source>%1 falls back %2 cm</source>
        <translation>%1 weicht %2 cm zurück</translation>
    </message>
    <message>
        <source>The turn limit is reached</source>
        <translation>Das Zuglimit ist erreicht</translation>
    </message>
    <message>
        <source>stays where it is</source>
        <translation>bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>stays, %1</source>
        <translation>bleibt, %1</translation>
    </message>
    <message>
        <source>moved %1 cm %2</source>
        <translation>bewegt %1 cm %2</translation>
    </message>
    <message>
        <source>on orders</source>
        <translation>auf Befehl</translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2</source>
        <translation>sollte eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>should be a hexadecimal number</source>
        <translation>sollte eine Hexadezimalzahl sein</translation>
    </message>
    <message>
        <source>names no figure: &quot;%1&quot;</source>
        <translation>nennt keine Figur: „%1“</translation>
    </message>
    <message>
        <source>names no group: &quot;%1&quot;</source>
        <translation>nennt keine Gruppe: „%1“</translation>
    </message>
    <message>
        <source>should be a list</source>
        <translation>sollte eine Liste sein</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>sollte ein Objekt sein</translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation>state: %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>should be odd</source>
        <translation>sollte ungerade sein</translation>
    </message>
    <message>
        <source>is no phase: &quot;%1&quot;</source>
        <translation>ist keine Phase: „%1“</translation>
    </message>
    <message>
        <source>a reaction&apos;s table, action or die is not one of the rules&apos;</source>
        <translation>Tabelle, Aktion oder Würfel einer Reaktion gehören nicht zu den Regeln</translation>
    </message>
    <message>
        <source>an event lacks its turn, side, phase or kind</source>
        <translation>einem Ereignis fehlen Zug, Seite, Phase oder Art</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <source>names no victory condition: &quot;%1&quot;</source>
        <translation>nennt keine Siegbedingung: „%1“</translation>
    </message>
    <message>
        <source>should begin with the commander</source>
        <translation>sollte mit dem Befehlshaber beginnen</translation>
    </message>
    <message>
        <source>orders are given in the command phase only</source>
        <translation>Befehle werden nur in der Befehlsphase erteilt</translation>
    </message>
    <message>
        <source>should be an object or null</source>
        <translation>sollte ein Objekt oder null sein</translation>
    </message>
    <message>
        <source>should be a number of turns from 0 to the turn, %1: &quot;%2&quot;</source>
        <translation>sollte eine Zahl von Zügen zwischen 0 und dem laufenden Zug, %1, sein: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the next side</source>
        <translation>die nächste Seite</translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 won the day</source>
        <translation>%1 hat den Tag gewonnen</translation>
    </message>
    <message>
        <source>A side whose every group is running, withdrawing or gone has lost.</source>
        <translation>Eine Seite, deren Gruppen alle fliehen, sich zurückziehen oder verschwunden sind, hat verloren.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>The rules know no order &quot;%1&quot;.</source>
        <translation>Die Regeln kennen keinen Befehl „%1“.</translation>
    </message>
    <message>
        <source>Commanders roll their dice in the command phase.</source>
        <translation>Anführer würfeln in der Befehlsphase.</translation>
    </message>
    <message>
        <source>Only a living officer or hero of the side on turn commands.</source>
        <translation>Nur ein lebender Offizier oder Held der Seite am Zug befehligt.</translation>
    </message>
    <message>
        <source>%1 has rolled his dice this turn already.</source>
        <translation>%1 hat in diesem Zug schon gewürfelt.</translation>
    </message>
    <message>
        <source>Choose a commander and roll his dice first.</source>
        <translation>Zuerst einen Anführer wählen und seine Würfel werfen.</translation>
    </message>
    <message>
        <source>Figures move in the movement phase.</source>
        <translation>Figuren bewegen sich in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>Only the side on turn moves.</source>
        <translation>Nur die Seite am Zug bewegt sich.</translation>
    </message>
    <message>
        <source>A path is a list of points [x, y] in cm.</source>
        <translation>Ein Weg ist eine Liste von Punkten [x, y] in cm.</translation>
    </message>
    <message>
        <source>Only a commanded group carries on with its orders.</source>
        <translation>Nur eine befehligte Gruppe führt ihre Befehle weiter aus.</translation>
    </message>
    <message>
        <source>Groups fire in the shooting phase.</source>
        <translation>Gruppen feuern in der Schießphase.</translation>
    </message>
    <message>
        <source>Only a commanded group fires on orders.</source>
        <translation>Nur eine befehligte Gruppe feuert auf Befehl.</translation>
    </message>
    <message>
        <source>Name a figure and the point it was put at.</source>
        <translation>Nennen Sie eine Figur und den Punkt, an den sie gestellt wurde.</translation>
    </message>
    <message>
        <source>%1 cannot stand there.</source>
        <translation>%1 kann dort nicht stehen.</translation>
    </message>
    <message>
        <source>his dice join the pool and carry the word on</source>
        <translation>seine Würfel kommen in den Vorrat und tragen den Befehl weiter</translation>
    </message>
    <message>
        <source>There is no figure &quot;%1&quot;.</source>
        <translation>Es gibt keine Figur „%1“.</translation>
    </message>
    <message>
        <source>about %1 hits to be had</source>
        <translation>etwa %1 Treffer zu erzielen</translation>
    </message>
    <message>
        <source>the %1 edge</source>
        <translation>der Rand %1</translation>
    </message>
    <message>
        <source>the enemy</source>
        <translation>der Feind</translation>
    </message>
    <message>
        <source>%1 wins: they held out to the turn limit</source>
        <translation>%1 gewinnt: sie haben bis zum Zuglimit ausgehalten</translation>
    </message>
    <message>
        <source>Only a commanded group moves on orders.</source>
        <translation>Nur eine befehligte Gruppe bewegt sich auf Befehl.</translation>
    </message>
    <message>
        <source>A group on orders advances, takes cover, halts, withdraws or carries on.</source>
        <translation>Eine Gruppe auf Befehl rückt vor, geht in Deckung, hält, zieht sich zurück oder macht weiter.</translation>
    </message>
    <message>
        <source>names no side: &quot;%1&quot;</source>
        <translation>nennt keine Seite: „%1“</translation>
    </message>
    <message>
        <source>should be a finite number</source>
        <translation>sollte eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>should be a distance from 0 to %1 cm</source>
        <translation>sollte eine Entfernung von 0 bis %1 cm sein</translation>
    </message>
    <message>
        <source>should be a point [x, y] on the %1 × %2 cm table</source>
        <translation>sollte ein Punkt [x, y] auf dem %1 × %2 cm großen Tisch sein</translation>
    </message>
    <message>
        <source>should be a die from 1 to %1</source>
        <translation>sollte ein Würfel von 1 bis %1 sein</translation>
    </message>
    <message>
        <source>is no result of the Actions table</source>
        <translation>ist kein Ergebnis der Aktionstabelle</translation>
    </message>
    <message>
        <source>should be a turn the game has reached, 1 to %1</source>
        <translation>sollte ein Zug sein, den die Partie erreicht hat, 1 bis %1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>Name the figures to move and a path for each.</source>
        <translation>Nennen Sie die zu bewegenden Figuren und für jede einen Weg.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not yours to move: the Actions table binds his group this turn (%2)</source>
        <translation>%1 dürfen Sie nicht bewegen: Die Aktionstabelle bindet seine Gruppe in diesem Zug (%2)</translation>
    </message>
    <message>
        <source>%1 does what the Actions table says this turn (%2): a plain result binds commanded groups too.</source>
        <translation>%1 tut in diesem Zug, was die Aktionstabelle sagt (%2): Ein nicht kursives Ergebnis bindet auch befehligte Gruppen.</translation>
    </message>
    <message>
        <source>%1 is running and does not stop to shoot.</source>
        <translation>%1 flieht und hält nicht an, um zu schießen.</translation>
    </message>
    <message>
        <source>orders worth %1: its fire on orders against at will, and leave to move as it is best served, not as the table advises</source>
        <translation>Befehle im Wert von %1: sein Feuer auf Befehl gegen das Feuer nach Belieben, und die Freiheit, sich so zu bewegen, wie es ihm am besten dient, nicht wie die Tabelle rät</translation>
    </message>
    <message>
        <source>the best mark in sight, worth %1</source>
        <translation>das beste Ziel in Sicht, Wert %1</translation>
    </message>
    <message>
        <source>%1 cannot take that shot: a player character of the side on turn, loaded, shoots in the shooting phase at a man he sees within range.</source>
        <translation>%1 kann diesen Schuss nicht abgeben: Eine Spielerfigur der Seite am Zug schießt geladen in der Schussphase auf einen Mann, den sie sieht und der in Reichweite ist.</translation>
    </message>
    <message>
        <source>An aimed shot names the player character who takes it and the figure he aims at.</source>
        <translation>Ein gezielter Schuss nennt die schießende Spielerfigur und die Figur, auf die sie zielt.</translation>
    </message>
    <message>
        <source>%1 was commanded already this turn</source>
        <translation>%1 hat in diesem Zug schon Befehle erhalten</translation>
    </message>
    <message>
        <source>%1 follows up %2 cm</source>
        <translation>%1 setzt %2 cm nach</translation>
    </message>
    <message>
        <source>the marker at %1</source>
        <translation>Marker bei %1</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 looks at %2: nobody is there</source>
        <translation>%1 sieht nach (%2): niemand ist da</translation>
    </message>
    <message>
        <source>%1 spots %2 at %3: %4 men stand there</source>
        <translation>%1 entdeckt %2 (%3): %4 Mann stehen dort</translation>
    </message>
    <message>
        <source>nobody is left to follow</source>
        <translation>niemand mehr zu verfolgen</translation>
    </message>
    <message numerus="yes">
        <source>%n of its men would leave their cover</source>
        <translation>
            <numerusform>%n ihrer Männer verließe seine Deckung</numerusform>
            <numerusform>%n ihrer Männer verließen ihre Deckung</numerusform>
        </translation>
    </message>
    <message>
        <source>following would take it %1 cm further from %2</source>
        <translation>das Nachsetzen brächte sie %1 cm weiter weg von %2</translation>
    </message>
    <message>
        <source>keeps the beaten men within reach</source>
        <translation>behält die Geschlagenen in Reichweite</translation>
    </message>
    <message>
        <source>in company with %1</source>
        <translation>zusammen mit %1</translation>
    </message>
    <message>
        <source>%1 stands its ground: it won defending, in the enemy&apos;s turn</source>
        <translation>%1 hält die Stellung: sie hat in der Verteidigung gesiegt, im Zug des Feindes</translation>
    </message>
    <message>
        <source>%1 follows up: %2</source>
        <translation>%1 setzt nach: %2</translation>
    </message>
    <message>
        <source>%1 stands: %2</source>
        <translation>%1 bleibt stehen: %2</translation>
    </message>
    <message>
        <source>a winner follows up unless his side bids him stand</source>
        <translation>ein Sieger setzt nach, wenn seine Seite ihn nicht stehen bleiben heißt</translation>
    </message>
    <message>
        <source>A winner follows up in the melee phase.</source>
        <translation>Ein Sieger setzt in der Nahkampfphase nach.</translation>
    </message>
    <message>
        <source>Say whether the group follows up: true or false.</source>
        <translation>Sagen Sie, ob die Gruppe nachsetzt: true oder false.</translation>
    </message>
    <message>
        <source>Only a group that has just won a melee in its own turn follows up.</source>
        <translation>Nur eine Gruppe, die eben im eigenen Zug einen Nahkampf gewonnen hat, setzt nach.</translation>
    </message>
    <message>
        <source>%1 stood apart from his men and goes back to them, %2 cm</source>
        <translation>%1 stand abseits seiner Männer und kehrt zu ihnen zurück, %2 cm</translation>
    </message>
    <message>
        <source>state.ruleset: is &quot;%1&quot;; this game is played by &quot;%2&quot;</source>
        <translation>state.ruleset: ist „%1“; dieses Spiel wird nach „%2“ gespielt</translation>
    </message>
    <message>
        <source>item %1 should be an order with a kind</source>
        <translation>Eintrag %1 sollte ein Befehl mit einer Art (kind) sein</translation>
    </message>
    <message>
        <source>%1 cm nearer %2</source>
        <translation>%1 cm näher an %2</translation>
    </message>
    <message>
        <source>%1 cm further from %2</source>
        <translation>%1 cm weiter von %2</translation>
    </message>
    <message>
        <source>no nearer %1</source>
        <translation>nicht näher an %1</translation>
    </message>
    <message>
        <source>it reckons on taking about %1 hits a turn and giving %2, and ending %3</source>
        <translation>sie rechnet mit etwa %1 Treffern pro Zug gegen sich und %2 für sich, und endet %3</translation>
    </message>
    <message>
        <source>every group of his side has its orders already</source>
        <translation>jede Gruppe seiner Seite hat schon ihre Befehle</translation>
    </message>
    <message>
        <source>no group without orders stands within his reach</source>
        <translation>keine Gruppe ohne Befehle steht in seiner Reichweite</translation>
    </message>
    <message numerus="yes">
        <source>%n points will not pay for %1</source>
        <translation>
            <numerusform>%n Punkt reicht nicht für %1</numerusform>
            <numerusform>%n Punkte reichen nicht für %1</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>his side left %1 to the Actions table</source>
        <translation>seine Seite überließ %1 der Aktionstabelle</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 commands no group: %2</source>
        <translation>%1 befehligt keine Gruppe: %2</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>has fired this turn</source>
        <translation>hat in diesem Zug geschossen</translation>
    </message>
    <message>
        <source>is not loaded</source>
        <translation>ist nicht geladen</translation>
    </message>
    <message>
        <source>moved more than half a move</source>
        <translation>hat sich mehr als eine halbe Bewegung bewegt</translation>
    </message>
    <message>
        <source>may fire</source>
        <translation>darf schießen</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <source>keeps company with its platoon</source>
        <translation>bleibt bei ihrem Zug</translation>
    </message>
    <message>
        <source>the Actions table has it %1</source>
        <translation>die Aktionstabelle lässt sie %1</translation>
    </message>
    <message>
        <source>ordered to %1</source>
        <translation>erhält den Befehl, %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Only a player character of the firing group keeps his own shot.</source>
        <translation>Nur eine Spielerfigur der schießenden Gruppe behält ihren eigenen Schuss.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>; not firing: %1</source>
        <translation>; schießen nicht: %1</translation>
    </message>
    <message>
        <source>none of its men left standing</source>
        <translation>keiner seiner Männer steht mehr</translation>
    </message>
    <message>
        <source>its hero was lost</source>
        <translation>sein Held ging verloren</translation>
    </message>
    <message>
        <source>its heroes were lost</source>
        <translation>seine Helden gingen verloren</translation>
    </message>
    <message>
        <source>gave way with nobody hurt</source>
        <translation>wich, ohne dass jemand verwundet war</translation>
    </message>
    <message>
        <source>gave way under its losses</source>
        <translation>wich unter seinen Verlusten</translation>
    </message>
    <message>
        <source>counted %1 for the shooter&apos;s class, %2</source>
        <translation>für die Klasse des Schützen als %1 gezählt, %2</translation>
    </message>
    <message>
        <source>%1 has joined %2, which is not commanded: it acts by the Actions table</source>
        <translation>%1 hat sich der Gruppe %2 angeschlossen, die nicht befehligt wird: sie handelt nach der Aktionstabelle</translation>
    </message>
    <message>
        <source>%1 is not yours to move: he has joined %2, which the Actions table binds this turn (%3)</source>
        <translation>%1 dürfen Sie nicht bewegen: Er hat sich der Gruppe %2 angeschlossen, die die Aktionstabelle in diesem Zug bindet (%3)</translation>
    </message>
    <message>
        <source>Command die of %1, one more for the first drummer or bugler he commands</source>
        <translation>Befehlswürfel von %1, einer mehr für den ersten Trommler oder Hornisten, den er befehligt</translation>
    </message>
    <message>
        <source>no shot: every mark is out of range</source>
        <translation>kein Schuss: jedes Ziel ist außer Reichweite</translation>
    </message>
    <message>
        <source>%1 has broken and lost the day: none of its groups holds its ground (each has run, withdrawn or fallen)</source>
        <translation>%1 ist gebrochen und hat den Tag verloren: keine seiner Gruppen hält die Stellung (jede ist geflohen, zurückgewichen oder gefallen)</translation>
    </message>
    <message>
        <source>%1 has broken: none of its groups holds its ground (each has run, withdrawn or fallen)</source>
        <translation>%1 ist gebrochen: keine seiner Gruppen hält die Stellung (jede ist geflohen, zurückgewichen oder gefallen)</translation>
    </message>
    <message>
        <source>Only the firing group&apos;s player characters could fire at that group, and they keep their own shots.</source>
        <translation>Nur die Spielerfiguren der schießenden Gruppe könnten auf diese Gruppe schießen, und sie behalten ihren eigenen Schuss.</translation>
    </message>
    <message numerus="yes">
        <source>%1 commands %2; %n points left</source>
        <translation>
            <numerusform>%1 befehligt %2; %n Punkt übrig</numerusform>
            <numerusform>%1 befehligt %2; %n Punkte übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calls %2 to pass the word; %n points left</source>
        <translation>
            <numerusform>%1 ruft %2, den Befehl weiterzugeben; %n Punkt übrig</numerusform>
            <numerusform>%1 ruft %2, den Befehl weiterzugeben; %n Punkte übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Melee, pairs won: %1</source>
        <translation>Nahkampf, gewonnene Paare: %1</translation>
    </message>
</context>
<context>
    <name>FiwLooks</name>
    <message>
        <source>Formed troops</source>
        <translation>Geschlossene Truppen</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Irregulars</source>
        <translation>Irreguläre</translation>
    </message>
    <message>
        <source>Civilians</source>
        <translation>Zivilisten</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>Hero (player character)</source>
        <translation>Held (Spielercharakter)</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation>Trommler</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>Group withdrawing</source>
        <translation>Gruppe zieht sich zurück</translation>
    </message>
    <message>
        <source>Group running</source>
        <translation>Gruppe flieht</translation>
    </message>
    <message>
        <source>Group retreating</source>
        <translation>Gruppe auf dem Rückzug</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Ranges (cm)</source>
        <translation>Reichweiten (cm)</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>kampffähig</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>is &quot;%1&quot;; a game file says &quot;%2&quot;</source>
        <translation>ist „%1“; eine Partiedatei sagt „%2“</translation>
    </message>
    <message>
        <source>the game was saved by a newer Ambuscade (game format version %1); this one reads up to version %2</source>
        <translation>die Partie wurde von einem neueren Ambuscade gespeichert (Partieformat Version %1); dieses liest bis Version %2</translation>
    </message>
    <message>
        <source>should be a whole number written as text</source>
        <translation>sollte eine ganze Zahl als Text sein</translation>
    </message>
    <message>
        <source>the file is %1 MiB; game files are at most %2 MiB</source>
        <translation>die Datei ist %1 MiB groß; Partiedateien sind höchstens %2 MiB groß</translation>
    </message>
    <message>
        <source>a game file holds one JSON object</source>
        <translation>eine Partiedatei enthält ein einziges JSON-Objekt</translation>
    </message>
    <message>
        <source>the rule set %1 plays no games in this version</source>
        <translation>das Regelwerk %1 spielt in dieser Version keine Partien</translation>
    </message>
    <message>
        <source>a game set aside for a side game is not itself one</source>
        <translation>ein für ein Nebenspiel zurückgestelltes Spiel ist nicht selbst eines</translation>
    </message>
</context>
<context>
    <name>GameMoveTool</name>
    <message>
        <source>That move is not allowed: %1</source>
        <translation>Diese Bewegung ist nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>Nobody moves: %1</source>
        <translation>Niemand bewegt sich: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Give your orders in the game&apos;s panel; where it rings spaces on the board, click one to choose it.</source>
        <translation>Geben Sie Ihre Befehle im Feld der Partie; wo es Felder auf dem Brett einkreist, klicken Sie eines an, um es zu wählen.</translation>
    </message>
    <message>
        <source>uses %1 of the %2 he has left</source>
        <translation>braucht %1 der %2, die ihm bleiben</translation>
    </message>
    <message>
        <source>needs %1, but only %2 is left</source>
        <translation>braucht %1, aber nur %2 bleiben</translation>
    </message>
    <message>
        <source>that one is the computer&apos;s to move</source>
        <translation>den bewegt der Computer</translation>
    </message>
    <message>
        <source>Drag a figure to move it; Shift+click or drag a band to choose several; Ctrl+Shift+drag (or Alt+drag) moves a man&apos;s whole group.</source>
        <translation>Ziehen Sie eine Figur, um sie zu bewegen; Umschalt+Klick oder ein aufgezogener Rahmen wählt mehrere; Strg+Umschalt+Ziehen (oder Alt+Ziehen) bewegt die ganze Gruppe des Mannes.</translation>
    </message>
    <message>
        <source>Refereeing: drag yours to where you put them on the table.</source>
        <translation>Als Schiedsrichter: Ziehen Sie Ihre dorthin, wo Sie sie auf dem Tisch hingestellt haben.</translation>
    </message>
</context>
<context>
    <name>GameResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>GroupMoves</name>
    <message>
        <source>facing %1</source>
        <translation>mit Front zu %1</translation>
    </message>
    <message>
        <source>away from %1</source>
        <translation>weg von %1</translation>
    </message>
    <message>
        <source>charging %1</source>
        <translation>greift %1 an</translation>
    </message>
    <message>
        <source>towards %1</source>
        <translation>auf %1 zu</translation>
    </message>
    <message>
        <source>away from %1, no cover in reach</source>
        <translation>weg von %1, keine Deckung in Reichweite</translation>
    </message>
    <message>
        <source>in cover at %1</source>
        <translation>in Deckung bei %1</translation>
    </message>
    <message>
        <source>to the edge of %1</source>
        <translation>an den Rand von %1</translation>
    </message>
    <message>
        <source>closing on %1</source>
        <translation>rückt auf %1 vor</translation>
    </message>
    <message>
        <source>in line facing %1</source>
        <translation>in Linie mit Front zu %1</translation>
    </message>
    <message>
        <source>in column towards %1</source>
        <translation>in Kolonne auf %1 zu</translation>
    </message>
    <message>
        <source>towards its objective at (%1, %2)</source>
        <translation>auf ihr Ziel bei (%1; %2) zu</translation>
    </message>
    <message>
        <source>on its patrol, towards (%1, %2)</source>
        <translation>auf Streife, in Richtung (%1; %2)</translation>
    </message>
    <message>
        <source>in column towards its objective at (%1, %2)</source>
        <translation>in Kolonne auf ihr Ziel bei (%1; %2) zu</translation>
    </message>
</context>
<context>
    <name>JoinTool</name>
    <message>
        <source>Click a space, then the space to join it to.</source>
        <translation>Klicken Sie ein Feld an, dann das Feld, mit dem es verbunden werden soll.</translation>
    </message>
    <message>
        <source>Click the space to join %1 to (Esc: start again).</source>
        <translation>Klicken Sie das Feld an, das mit %1 verbunden werden soll (Esc: neu beginnen).</translation>
    </message>
</context>
<context>
    <name>JsonDeltaJson</name>
    <message>
        <source>a list&apos;s length must be a whole number, none or more</source>
        <translation>die Länge einer Liste muss eine ganze Zahl sein, null oder mehr</translation>
    </message>
    <message>
        <source>an item must be [index, change], its index ascending and less than the list&apos;s length</source>
        <translation>ein Eintrag muss [Index, Änderung] sein, die Indizes aufsteigend und kleiner als die Länge der Liste</translation>
    </message>
    <message>
        <source>a change must be {&quot;older&quot;: …}, {&quot;absent&quot;: true}, {&quot;members&quot;: {…}} or {&quot;length&quot;: n, &quot;items&quot;: […]}</source>
        <translation>eine Änderung muss {&quot;older&quot;: …}, {&quot;absent&quot;: true}, {&quot;members&quot;: {…}} oder {&quot;length&quot;: n, &quot;items&quot;: […]} sein</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>kein gültiges JSON: %1 in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (it looks like UTF-16 or UTF-32): save it as UTF-8</source>
        <translation>die Datei ist kein UTF-8-Text (sie sieht nach UTF-16 oder UTF-32 aus): speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels here</source>
        <translation>die Datei ist hier tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>is given twice in one object (JSON would keep only the last); give it once</source>
        <translation>steht zweimal in einem Objekt (JSON behielte nur den letzten Wert); geben Sie ihn einmal an</translation>
    </message>
    <message>
        <source>holds the character NUL (\u0000), which no text of a file may hold</source>
        <translation>enthält das Zeichen NUL (\u0000), das kein Text einer Datei enthalten darf</translation>
    </message>
    <message>
        <source>the file is empty: it holds no JSON at all</source>
        <translation>die Datei ist leer: sie enthält kein JSON</translation>
    </message>
    <message>
        <source>the file ends too soon, as if cut short (%1 at line %2, column %3)</source>
        <translation>die Datei endet zu früh, wie abgeschnitten (%1 in Zeile %2, Spalte %3)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
</context>
<context>
    <name>LengthUnit</name>
    <message>
        <source>%1 in</source>
        <translation>%1 Zoll</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
</context>
<context>
    <name>LogEvent</name>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>Aufgestellt</translation>
    </message>
    <message>
        <source>casualty</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>Zurückgenommen</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>LogTerm</name>
    <message>
        <source>command</source>
        <translation>Befehlsphase</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>Reaktionsphase</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>Schießphase</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampfphase</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>Salve</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>Aufdeckung</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>victory</source>
        <translation>Sieg</translation>
    </message>
</context>
<context>
    <name>MailOrder</name>
    <message>
        <source>The player of %1 took back 1 step or order before sending his turn.</source>
        <translation>Der Spieler von %1 hat vor dem Senden seines Zuges 1 Schritt oder Befehl zurückgenommen.</translation>
    </message>
    <message numerus="yes">
        <source>The player of %1 took back %n steps or orders before sending his turn.</source>
        <translation>
            <numerusform>Der Spieler von %1 hat vor dem Senden seines Zuges %n Schritt oder Befehl zurückgenommen.</numerusform>
            <numerusform>Der Spieler von %1 hat vor dem Senden seines Zuges %n Schritte oder Befehle zurückgenommen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MailPlay</name>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <source>This game was saved before Ambuscade kept its orders: it cannot be played by e-mail.</source>
        <translation>Diese Partie wurde gespeichert, bevor Ambuscade ihre Befehle aufbewahrte: Sie kann nicht per E-Mail gespielt werden.</translation>
    </message>
    <message>
        <source>Nothing has been played in this turn yet.</source>
        <translation>In diesem Zug wurde noch nichts gespielt.</translation>
    </message>
    <message>
        <source>Finish the side&apos;s turn first: the turn is sent once it has passed to the other player.</source>
        <translation>Beenden Sie zuerst den Zug der Seite: Der Zug wird gesendet, sobald er an den anderen Spieler übergegangen ist.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be taken up: %2.</source>
        <translation>%1 kann nicht übernommen werden: %2.</translation>
    </message>
    <message>
        <source>it is a turn of another game than the one being played here; leave this game first</source>
        <translation>es ist ein Zug einer anderen Partie als der hier gespielten; verlassen Sie zuerst diese Partie</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Click where to measure from, click waypoints, double-click to end. From one figure to another it also tells whether they see each other.</source>
        <translation>Startpunkt anklicken, Wegpunkte anklicken, Doppelklick zum Beenden. Von Figur zu Figur zeigt die Messung auch, ob sie einander sehen.</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>impassable: %1</source>
        <translation>unpassierbar: %1</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>durch %1</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 sieht %2</translation>
    </message>
    <message>
        <source>, in soft cover (%1)</source>
        <translation>, in leichter Deckung (%1)</translation>
    </message>
    <message>
        <source>, in hard cover (%1)</source>
        <translation>, in schwerer Deckung (%1)</translation>
    </message>
    <message>
        <source>%1 cannot see %2</source>
        <translation>%1 kann %2 nicht sehen</translation>
    </message>
    <message>
        <source>%1 cannot see %2: %3 in the way</source>
        <translation>%1 kann %2 nicht sehen: %3 im Weg</translation>
    </message>
    <message>
        <source>costs %1 of move</source>
        <translation>kostet %1 Bewegung</translation>
    </message>
</context>
<context>
    <name>MoveDescription</name>
    <message>
        <source>then face %1°</source>
        <translation>dann Front nach %1°</translation>
    </message>
    <message>
        <source>stays, %1</source>
        <translation>bleibt, %1</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nach Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nach Nordosten</translation>
    </message>
    <message>
        <source>east</source>
        <translation>nach Osten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>nach Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>nach Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>nach Südwesten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>nach Westen</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nach Nordwesten</translation>
    </message>
    <message>
        <source>towards %1</source>
        <translation>auf %1 zu</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
</context>
<context>
    <name>Movement</name>
    <message>
        <source>%1 cannot be crossed on foot</source>
        <translation>%1 ist zu Fuß nicht zu überqueren</translation>
    </message>
    <message>
        <source>the move costs %1 cm, more than the %2 cm allowed</source>
        <translation>die Bewegung kostet %1 cm, mehr als die erlaubten %2 cm</translation>
    </message>
    <message>
        <source>the figure would end off the table</source>
        <translation>die Figur stünde am Ende außerhalb des Tisches</translation>
    </message>
    <message>
        <source>the base would overlap %1</source>
        <translation>die Base würde %1 überlappen</translation>
    </message>
    <message>
        <source>the move costs %1 cm, more than the %2 cm he has left this phase</source>
        <translation>die Bewegung kostet %1 cm, mehr als die %2 cm, die ihm in dieser Phase bleiben</translation>
    </message>
    <message>
        <source>the way runs through %1&apos;s base</source>
        <translation>der Weg führt durch die Base von %1</translation>
    </message>
</context>
<context>
    <name>NamedMarker</name>
    <message>
        <source>The Emperor</source>
        <translation>Der Kaiser</translation>
    </message>
</context>
<context>
    <name>Objectives</name>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>Reach %1</source>
        <translation>%1 erreichen</translation>
    </message>
    <message>
        <source>reached by %1</source>
        <translation>erreicht von %1</translation>
    </message>
    <message>
        <source>not reached yet</source>
        <translation>noch nicht erreicht</translation>
    </message>
    <message>
        <source>Hold %1</source>
        <translation>%1 halten</translation>
    </message>
    <message>
        <source>Destroy %1</source>
        <translation>%1 zerstören</translation>
    </message>
    <message>
        <source>turns held unopposed: %1 of %2%3</source>
        <translation>ungestört gehaltene Züge: %1 von %2%3</translation>
    </message>
    <message>
        <source>; held now</source>
        <translation>; jetzt gehalten</translation>
    </message>
    <message>
        <source>Rescue the prisoners at %1 and bring them home</source>
        <translation>Die Gefangenen bei %1 befreien und heimbringen</translation>
    </message>
    <message>
        <source>nobody has reached them yet</source>
        <translation>noch hat sie niemand erreicht</translation>
    </message>
    <message>
        <source>with %1, on the way home</source>
        <translation>mit %1 auf dem Heimweg</translation>
    </message>
    <message>
        <source>Leave by the %1 edge</source>
        <translation>Über die Kante %1 abziehen</translation>
    </message>
    <message>
        <source>%1 of %2 men at the edge; half are needed</source>
        <translation>%1 von %2 Männern an der Kante; die Hälfte ist nötig</translation>
    </message>
</context>
<context>
    <name>OrderGame</name>
    <message>
        <source>start: should be the scenario the game began from</source>
        <translation>start: sollte das Szenario sein, mit dem das Spiel begann</translation>
    </message>
    <message>
        <source>start.%1</source>
        <translation>start.%1</translation>
    </message>
    <message>
        <source>seed: should be a hexadecimal number</source>
        <translation>seed: sollte eine Hexadezimalzahl sein</translation>
    </message>
    <message>
        <source>orders: should be a list</source>
        <translation>orders: sollte eine Liste sein</translation>
    </message>
    <message>
        <source>orders[%1]: should be an order with a kind</source>
        <translation>orders[%1]: sollte ein Befehl mit einer Art (kind) sein</translation>
    </message>
    <message>
        <source>orders[%1]: the rules refuse it: %2</source>
        <translation>orders[%1]: die Regeln lehnen ihn ab: %2</translation>
    </message>
    <message>
        <source>start.ruleset: is &quot;%1&quot;; this game is played by &quot;%2&quot;</source>
        <translation>start.ruleset: ist „%1“; dieses Spiel wird nach „%2“ gespielt</translation>
    </message>
    <message>
        <source>start: %1</source>
        <translation>start: %1</translation>
    </message>
</context>
<context>
    <name>OrderedPlay</name>
    <message>
        <source>the rules refuse it</source>
        <translation>die Regeln lehnen ihn ab</translation>
    </message>
    <message>
        <source>its step has passed: the game is at turn %1</source>
        <translation>sein Schritt ist vorbei: das Spiel ist bei Zug %1</translation>
    </message>
    <message>
        <source>the list gives no order for this step, and the rules do not let it end: %1</source>
        <translation>die Liste gibt für diesen Schritt keinen Befehl, und die Regeln lassen ihn nicht enden: %1</translation>
    </message>
    <message>
        <source>the game ended before its step came</source>
        <translation>das Spiel endete, bevor sein Schritt kam</translation>
    </message>
</context>
<context>
    <name>OrdersDock</name>
    <message numerus="yes">
        <source>%n fired this turn</source>
        <translation>
            <numerusform>%n hat in diesem Zug geschossen</numerusform>
            <numerusform>%n haben in diesem Zug geschossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not loaded</source>
        <translation>
            <numerusform>%n nicht geladen</numerusform>
            <numerusform>%n nicht geladen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved more than half a move</source>
        <translation>
            <numerusform>%n hat sich mehr als eine halbe Bewegung bewegt</numerusform>
            <numerusform>%n haben sich mehr als eine halbe Bewegung bewegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n see no man of that group</source>
        <translation>
            <numerusform>%n sieht keinen Mann dieser Gruppe</numerusform>
            <numerusform>%n sehen keinen Mann dieser Gruppe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n have it out of range</source>
        <translation>
            <numerusform>%n hat sie außer Reichweite</numerusform>
            <numerusform>%n haben sie außer Reichweite</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 can fire</source>
        <translation>%1 von %2 können schießen</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1, auf %2</translation>
    </message>
    <message>
        <source>None of its men has a weapon that shoots.</source>
        <translation>Keiner ihrer Männer hat eine Schusswaffe.</translation>
    </message>
    <message>
        <source>None of its men can fire at that group: %1.</source>
        <translation>Keiner ihrer Männer kann auf diese Gruppe schießen: %1.</translation>
    </message>
</context>
<context>
    <name>OrdersFile</name>
    <message>
        <source>seats.%1: should be &quot;player&quot; or &quot;ai&quot;</source>
        <translation>seats.%1: sollte „player“ oder „ai“ sein</translation>
    </message>
    <message>
        <source>turn: should be a whole number</source>
        <translation>turn: sollte eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1: should be a text</source>
        <translation>%1: sollte ein Text sein</translation>
    </message>
    <message>
        <source>kind: should name the order</source>
        <translation>kind: sollte den Befehl nennen</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>format: should be &quot;%1&quot;</source>
        <translation>format: sollte „%1“ sein</translation>
    </message>
    <message>
        <source>version: made by a newer program (this one reads up to %1)</source>
        <translation>version: von einem neueren Programm geschrieben (dieses liest bis %1)</translation>
    </message>
    <message>
        <source>seed: should be a hexadecimal number</source>
        <translation>seed: sollte eine Hexadezimalzahl sein</translation>
    </message>
    <message>
        <source>orders: should be a list of orders</source>
        <translation>orders: sollte eine Liste von Befehlen sein</translation>
    </message>
    <message>
        <source>orders[%1]: the rules refuse it: %2</source>
        <translation>orders[%1]: die Regeln lehnen ihn ab: %2</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>move %1</source>
        <translation>Bewegung %1</translation>
    </message>
    <message>
        <source>move left %1 of %2</source>
        <translation>verbleibende Bewegung %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>command %1</source>
        <translation>Kommando %1</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Nothing was loaded from this file; the table you had open is unchanged.</source>
        <translation>Aus dieser Datei wurde nichts geladen; der geöffnete Tisch bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>RaceDock</name>
    <message>
        <source>Fight, every die aggressive</source>
        <translation>Kämpfen, jeder Würfel angriffslustig</translation>
    </message>
    <message>
        <source>Fight, every die defensive</source>
        <translation>Kämpfen, jeder Würfel verteidigend</translation>
    </message>
    <message>
        <source>Parley with %1</source>
        <translation>Mit %1 verhandeln</translation>
    </message>
    <message>
        <source>Hand the missive to %1</source>
        <translation>Die Depesche an %1 übergeben</translation>
    </message>
    <message>
        <source>Fire the pistol at %1 (5+)</source>
        <translation>Mit der Pistole auf %1 schießen (5+)</translation>
    </message>
    <message>
        <source>Boasting contest with %1</source>
        <translation>Prahlwettstreit mit %1</translation>
    </message>
    <message>
        <source>Sleep, and try the campsite or billet table</source>
        <translation>Schlafen und die Lager- oder Quartiertabelle versuchen</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Schlafen</translation>
    </message>
    <message>
        <source>Catch the horse (5+)</source>
        <translation>Das Pferd einfangen (5+)</translation>
    </message>
    <message>
        <source>Drink</source>
        <translation>Trinken</translation>
    </message>
    <message>
        <source>Eat</source>
        <translation>Essen</translation>
    </message>
    <message>
        <source>Hide (4+)</source>
        <translation>Verstecken (4+)</translation>
    </message>
    <message>
        <source>Try the adventure of this place</source>
        <translation>Das Abenteuer dieses Ortes wagen</translation>
    </message>
    <message>
        <source>Loot the monastery</source>
        <translation>Das Kloster plündern</translation>
    </message>
    <message>
        <source>Destroy the missive</source>
        <translation>Die Depesche vernichten</translation>
    </message>
    <message>
        <source>Roll on his captors&apos; prisoner table</source>
        <translation>Auf der Gefangenentabelle seiner Bewacher würfeln</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Das Rennen ist vorbei.</translation>
    </message>
    <message>
        <source>The patrols and bands move: Next Phase plays their pursuit.</source>
        <translation>Streifen und Banden ziehen: Nächste Phase spielt ihre Verfolgung.</translation>
    </message>
    <message>
        <source>The computer rides %1: Next Phase lets it.</source>
        <translation>Der Computer reitet %1: Nächste Phase lässt ihn ziehen.</translation>
    </message>
    <message>
        <source>%1 may try the table again.</source>
        <translation>%1 darf es noch einmal mit der Tabelle versuchen.</translation>
    </message>
    <message>
        <source>Choose how many dice %1 rolls, then drag him the way he rides: he goes straight that way for what the dice give.</source>
        <translation>Wählen Sie, wie viele Würfel %1 wirft, und ziehen Sie ihn dann in die Richtung, in die er reitet: Er reitet so weit geradeaus, wie die Würfel ergeben.</translation>
    </message>
    <message>
        <source>%1 is done: Next Phase goes on.</source>
        <translation>%1 ist fertig: weiter mit „Nächste Phase“.</translation>
    </message>
    <message>
        <source>%1 has not chosen his ability and items: Pass sends him off without them.</source>
        <translation>%1 hat weder Fähigkeit noch Ausrüstung gewählt: Passen schickt ihn ohne sie los.</translation>
    </message>
    <message>
        <source>Choose %1&apos;s action, or Pass for none.</source>
        <translation>Wählen Sie die Aktion von %1 oder Passen für keine.</translation>
    </message>
    <message>
        <source>Fall on %1 (his enemies from now on)</source>
        <translation>Über %1 herfallen (von nun an seine Feinde)</translation>
    </message>
    <message>
        <source>Catch %1&apos;s horse for him (5+)</source>
        <translation>%1s Pferd für ihn einfangen (5+)</translation>
    </message>
    <message>
        <source>Fight the farmhouse fire (4+)</source>
        <translation>Das Feuer im Bauernhaus bekämpfen (4+)</translation>
    </message>
    <message>
        <source>Let his prisoners go (he rides one die while he keeps them)</source>
        <translation>Seine Gefangenen laufen lassen (mit ihnen reitet er nur einen Würfel)</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Verhandeln</translation>
    </message>
    <message>
        <source>Catch a horse</source>
        <translation>Ein Pferd fangen</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Sich verstecken</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>Fire the pistol</source>
        <translation>Die Pistole abfeuern</translation>
    </message>
    <message>
        <source>Boasting contest</source>
        <translation>Prahlwettstreit</translation>
    </message>
    <message>
        <source>Hand over the missive</source>
        <translation>Die Depesche übergeben</translation>
    </message>
    <message>
        <source>%1 rolled %2. His energy lets him roll again the dice ticked below: untick those he keeps, then Ride On.</source>
        <translation>%1 hat %2 gewürfelt. Seine Kraft erlaubt ihm, die unten angehakten Würfel neu zu werfen: Nehmen Sie den Haken bei denen weg, die er behält, dann Weiterreiten.</translation>
    </message>
    <message>
        <source>%1 rolled %2 for the jump, %3 with his modifiers: “%4” Roll it again (it may go better or worse), or untick it to keep it; then Ride On.</source>
        <translation>%1 hat für den Sprung %2 gewürfelt, %3 mit seinen Modifikatoren: „%4“ Werfen Sie ihn neu (es kann besser oder schlechter ausgehen), oder nehmen Sie den Haken weg, um ihn zu behalten; dann Weiterreiten.</translation>
    </message>
    <message>
        <source>%1 is set upon: he takes their blows fighting aggressively or defensively.</source>
        <translation>%1 wird angegriffen: Er nimmt ihre Hiebe, indem er angriffslustig oder verteidigend kämpft.</translation>
    </message>
    <message>
        <source>%1 is touched by enemies and must answer them: choose to fight defensively or aggressively, or another answer the actions offer (a parley), then Do It.</source>
        <translation>%1 berührt Feinde und muss ihnen antworten: Wählen Sie, verteidigend oder angriffslustig zu kämpfen, oder eine andere Antwort, die die Aktionen bieten (eine Verhandlung), dann Ausführen.</translation>
    </message>
</context>
<context>
    <name>RangeBand</name>
    <message>
        <source>short range</source>
        <translation>kurze Reichweite</translation>
    </message>
    <message>
        <source>medium range</source>
        <translation>mittlere Reichweite</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>große Reichweite</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außer Reichweite</translation>
    </message>
</context>
<context>
    <name>RangerCommandos</name>
    <message>
        <source>Landing</source>
        <translation>Anleger</translation>
    </message>
    <message>
        <source>Safety</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>Counters left to take: %1 (the number on its corner)</source>
        <translation>Noch zu holende Marker: %1 (die Zahl an ihrer Ecke)</translation>
    </message>
</context>
<context>
    <name>RangerCommandosBoard</name>
    <message>
        <source>the objective &quot;%1&quot; leads into no installation: join it to one by an entry path</source>
        <translation>das Ziel „%1“ führt in keine Anlage: verbinden Sie es durch einen Eingangsweg mit einer</translation>
    </message>
    <message>
        <source>the installations hold %1 counters between them; the set has %2</source>
        <translation>die Anlagen enthalten zusammen %1 Marker; der Satz hat %2</translation>
    </message>
    <message>
        <source>a raid is played on one grid of waves; this board has %1</source>
        <translation>ein Überfall wird auf einem einzigen Wellenraster gespielt; dieses Brett hat %1</translation>
    </message>
    <message>
        <source>the dotted path %1–%2 leads onto a space no commando walks on (a dock or an installation)</source>
        <translation>der gepunktete Weg %1–%2 führt auf ein Feld, das kein Kommando betritt (ein Dock oder eine Anlage)</translation>
    </message>
    <message>
        <source>the arrow %1–%2 must lead from an objective into an installation</source>
        <translation>der Pfeil %1–%2 muss von einem Ziel in eine Anlage führen</translation>
    </message>
    <message>
        <source>no objective leads into the installation &quot;%1&quot;: its counters could never be taken</source>
        <translation>kein Ziel führt in die Anlage „%1“: ihre Marken könnten nie genommen werden</translation>
    </message>
    <message>
        <source>a second dock of the colour &quot;%1&quot;: each raider has one</source>
        <translation>ein zweites Dock der Farbe „%1“: jeder Angreifer hat eines</translation>
    </message>
    <message>
        <source>the dock &quot;%1&quot; is not on the home shore: touch it from the first column of waves or the rim beside it</source>
        <translation>das Dock „%1“ liegt nicht an der Heimatküste: verbinden Sie es mit der ersten Wellenspalte oder dem Rand daneben</translation>
    </message>
</context>
<context>
    <name>RangerCommandosComputer</name>
    <message>
        <source>Random: any walk will do.</source>
        <translation>Zufall: jeder Weg ist recht.</translation>
    </message>
    <message>
        <source>Computer: ends on the sentry at %1 to give the alarm (%2 % chance of being caught himself, the others more exposed).</source>
        <translation>Computer: hält auf dem Posten bei %1, um Alarm auszulösen (%2 % Gefahr, selbst gefasst zu werden; die anderen stehen schlechter).</translation>
    </message>
    <message>
        <source>Computer: goes for a counter at %1 (worth %2 on average; %3 % chance of capture there should the alarm sound).</source>
        <translation>Computer: holt einen Marker bei %1 (im Mittel %2 wert; %3 % Gefahr der Gefangennahme dort, falls Alarm kommt).</translation>
    </message>
    <message>
        <source>Computer: moves to %1, nearer the counters still to take (%2 % chance of capture there should the alarm sound).</source>
        <translation>Computer: geht nach %1, näher an die noch zu holenden Marker (%2 % Gefahr der Gefangennahme dort, falls Alarm kommt).</translation>
    </message>
</context>
<context>
    <name>RangerCommandosCounters</name>
    <message>
        <source>the General (100)</source>
        <translation>der General (100)</translation>
    </message>
    <message>
        <source>a plain counter (0)</source>
        <translation>ein leerer Marker (0)</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>eine %1</translation>
    </message>
</context>
<context>
    <name>RangerCommandosGame</name>
    <message>
        <source>Alarm! %1 (%2). The raid is over; from now on the barges read the day arrow.</source>
        <translation>Alarm! %1 (%2). Der Überfall ist vorbei; ab jetzt gilt für die Boote der Tagpfeil.</translation>
    </message>
    <message>
        <source>%1 has not landed: the barge turns for home at once.</source>
        <translation>%1 ist nicht gelandet: das Boot kehrt sofort um.</translation>
    </message>
    <message>
        <source>(alarm spin %1 of %2)</source>
        <translation>(Alarmdrehung %1 von %2)</translation>
    </message>
    <message>
        <source>%1 spun %2 and needed %3: the commando is back aboard.</source>
        <translation>%1 drehte %2 und brauchte %3: das Kommando ist wieder an Bord.</translation>
    </message>
    <message>
        <source>%1 spun %2 and needed %3: captured, and out of the game with his barge and counters.</source>
        <translation>%1 drehte %2 und brauchte %3: gefangen, mit Boot und Markern aus dem Spiel.</translation>
    </message>
    <message>
        <source>%1&apos;s is the last barge on the water: it is called in.</source>
        <translation>Das Boot von %1 ist das letzte auf dem Wasser: es wird heimgeholt.</translation>
    </message>
    <message>
        <source>%1 would leave the water going %2: the turn is lost.</source>
        <translation>%1 würde nach %2 das Wasser verlassen: der Zug verfällt.</translation>
    </message>
    <message>
        <source>A barge lies %1 of %2&apos;s: the turn is lost.</source>
        <translation>Ein Boot liegt %1 von dem von %2: der Zug verfällt.</translation>
    </message>
    <message>
        <source>%1 heads %2 for a landing already held: the turn is lost.</source>
        <translation>%1 fährt nach %2 auf einen schon besetzten Landeplatz zu: der Zug verfällt.</translation>
    </message>
    <message>
        <source>%1 runs %2 onto a point of land: the turn is lost; another direction is needed.</source>
        <translation>%1 fährt nach %2 auf eine Landspitze: der Zug verfällt; eine andere Richtung ist nötig.</translation>
    </message>
    <message>
        <source>%1&apos;s barge goes %2 to %3.</source>
        <translation>Das Boot von %1 fährt nach %2 auf %3.</translation>
    </message>
    <message>
        <source>%1&apos;s barge goes %2 to %3 and holds %4; the commando goes ashore next turn.</source>
        <translation>Das Boot von %1 fährt nach %2 auf %3 und besetzt %4; das Kommando geht nächsten Zug an Land.</translation>
    </message>
    <message>
        <source>%1 is home at %2, place %3.</source>
        <translation>%1 ist daheim bei %2, Platz %3.</translation>
    </message>
    <message>
        <source>No walk of exactly %1 steps: %2 loses the turn.</source>
        <translation>Kein Weg von genau %1 Schritten: %2 verliert den Zug.</translation>
    </message>
    <message>
        <source>%1&apos;s commando walks %2.</source>
        <translation>Das Kommando von %1 geht %2.</translation>
    </message>
    <message>
        <source>%1&apos;s commando lands and walks %2.</source>
        <translation>Das Kommando von %1 landet und geht %2.</translation>
    </message>
    <message>
        <source>%1 ends on a sentry at %2.</source>
        <translation>%1 hält auf einem Posten bei %2.</translation>
    </message>
    <message>
        <source>%1 finds %2 empty.</source>
        <translation>%1 findet %2 leer.</translation>
    </message>
    <message>
        <source>%1 takes a counter from %2, face down (%3 left there).</source>
        <translation>%1 nimmt einen Marker aus %2, verdeckt (dort noch %3).</translation>
    </message>
    <message>
        <source>The last counter is gone: the island wakes.</source>
        <translation>Der letzte Marker ist fort: die Insel erwacht.</translation>
    </message>
    <message>
        <source>crossing by night</source>
        <translation>Überfahrt bei Nacht</translation>
    </message>
    <message>
        <source>at the landing: going ashore</source>
        <translation>am Landeplatz: an Land gehen</translation>
    </message>
    <message>
        <source>the raid ashore</source>
        <translation>der Überfall an Land</translation>
    </message>
    <message>
        <source>the alarm: three spins to regain the barge</source>
        <translation>der Alarm: drei Drehungen, um das Boot zu erreichen</translation>
    </message>
    <message>
        <source>the return by day</source>
        <translation>die Rückfahrt bei Tag</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist aus</translation>
    </message>
    <message>
        <source>the next raider</source>
        <translation>der nächste Angreifer</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>It is %1&apos;s step, not %2&apos;s.</source>
        <translation>%1 ist am Zug, nicht %2.</translation>
    </message>
    <message>
        <source>Ranger Commandos has no order &quot;%1&quot;.</source>
        <translation>Ranger Commandos kennt keinen Befehl „%1“.</translation>
    </message>
    <message>
        <source>The alarm&apos;s three spins are spun.</source>
        <translation>Die drei Alarmdrehungen sind gemacht.</translation>
    </message>
    <message>
        <source>%1 has spun this turn.</source>
        <translation>%1 hat diesen Zug schon gedreht.</translation>
    </message>
    <message>
        <source>No walk is to be chosen now.</source>
        <translation>Jetzt ist kein Weg zu wählen.</translation>
    </message>
    <message>
        <source>That path is not a walk of exactly %1 steps ending on %2.</source>
        <translation>Dieser Pfad ist kein Weg von genau %1 Schritten nach %2.</translation>
    </message>
    <message>
        <source>No walk of exactly %1 steps ends on %2.</source>
        <translation>Kein Weg von genau %1 Schritten endet bei %2.</translation>
    </message>
    <message>
        <source>%1 spins%2: segment %3, number %4, night arrow %5, day arrow %6.</source>
        <translation>%1 dreht%2: Feld %3, Zahl %4, Nachtpfeil %5, Tagpfeil %6.</translation>
    </message>
    <message>
        <source>%1 barge</source>
        <translation>Boot %1</translation>
    </message>
    <message>
        <source>%1 commando</source>
        <translation>Kommando %1</translation>
    </message>
    <message>
        <source>Round 1: night; the barges set out.</source>
        <translation>Runde 1: Nacht; die Boote legen ab.</translation>
    </message>
    <message>
        <source>%1 spins %2 for the choice of colour.</source>
        <translation>%1 dreht %2 für die Farbwahl.</translation>
    </message>
    <message>
        <source>A tie: those level spin again.</source>
        <translation>Gleichstand: die Gleichen drehen erneut.</translation>
    </message>
    <message>
        <source>Places home score 100, 75, 50 and 25; the counters carried home are turned up and added.</source>
        <translation>Die Plätze daheim zählen 100, 75, 50 und 25; die heimgebrachten Marker werden aufgedeckt und addiert.</translation>
    </message>
    <message>
        <source>The most points wins; level scores go to whoever got home first. A captured raider scores nothing.</source>
        <translation>Die meisten Punkte gewinnen; bei Gleichstand der zuerst Heimgekehrte. Ein Gefangener erhält nichts.</translation>
    </message>
    <message>
        <source>dawn breaks over the island</source>
        <translation>über der Insel dämmert es</translation>
    </message>
    <message>
        <source>Round %1, by day.</source>
        <translation>Runde %1, bei Tag.</translation>
    </message>
    <message>
        <source>Round %1, by night.</source>
        <translation>Runde %1, bei Nacht.</translation>
    </message>
    <message>
        <source>no counters</source>
        <translation>keine Marker</translation>
    </message>
    <message>
        <source>%1 was captured: %2 void; no points.</source>
        <translation>%1 wurde gefangen: %2 verfallen; keine Punkte.</translation>
    </message>
    <message>
        <source>%1: place %2 (%3 points) and %4: %5 points.</source>
        <translation>%1: Platz %2 (%3 Punkte) und %4: %5 Punkte.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Every raider was captured: nobody wins.</source>
        <translation>Alle Angreifer wurden gefangen: niemand gewinnt.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
        <source>%1 was captured, carrying no counters; no points.</source>
        <translation>%1 wurde gefangen, ohne Marker; keine Punkte.</translation>
    </message>
    <message>
        <source>a sentry saw him at %1</source>
        <translation>ein Wachposten hat ihn bei %1 gesehen</translation>
    </message>
    <message>
        <source>%1 has raided %2 already: he takes nothing more there.</source>
        <translation>%1 hat %2 schon überfallen: dort nimmt er nichts mehr.</translation>
    </message>
    <message>
        <source>the last counter is gone</source>
        <translation>die letzte Marke ist weg</translation>
    </message>
    <message>
        <source>That drag has no end on the board.</source>
        <translation>Dieses Ziehen endet auf keinem Feld des Bretts.</translation>
    </message>
    <message>
        <source>The alarm is spun for: no walk is chosen now.</source>
        <translation>Für den Alarm wird gedreht: Jetzt wird kein Weg gewählt.</translation>
    </message>
    <message>
        <source>%1 spins first: the spinner says how many steps he walks.</source>
        <translation>%1 dreht zuerst: Der Kreisel sagt, wie viele Schritte er geht.</translation>
    </message>
    <message>
        <source>%1 has no walk to choose this step.</source>
        <translation>%1 hat in diesem Zug keinen Weg zu wählen.</translation>
    </message>
    <message>
        <source>No walk of exactly %1 steps ends on %2: choose a ringed space.</source>
        <translation>Kein Weg von genau %1 Schritten endet auf %2: Wählen Sie ein umringtes Feld.</translation>
    </message>
    <message>
        <source>Only a raider&apos;s commando is moved, by the walks his spin gives.</source>
        <translation>Nur das Kommando eines Angreifers zieht, auf den Wegen, die sein Drehen ergibt.</translation>
    </message>
    <message>
        <source>It is %1&apos;s step; %2 waits for his.</source>
        <translation>%1 ist am Zug; %2 wartet auf seinen.</translation>
    </message>
    <message>
        <source>Drop him on a space: on a ringed one, to walk there.</source>
        <translation>Lassen Sie ihn auf einem Feld los: auf einem umringten, um dorthin zu gehen.</translation>
    </message>
    <message>
        <source>The round limit is reached: the game stops here, the raiders still out scoring their counters only.</source>
        <translation>Die Rundengrenze ist erreicht: das Spiel endet hier, die noch draußen stehenden Kommandos werten nur ihre Marker.</translation>
    </message>
    <message>
        <source>%1 spun highest, and at a table would choose a colour first; here each seat has its colour already, and turns go %2.</source>
        <translation>%1 hat am höchsten gedreht und würde am Tisch zuerst eine Farbe wählen; hier hat jeder Platz seine Farbe schon, und die Reihenfolge ist %2.</translation>
    </message>
    <message>
        <source>the barge&apos;s spin and wave, then the next raider</source>
        <translation>das Drehen und die Welle des Boots, dann der nächste Angreifer</translation>
    </message>
</context>
<context>
    <name>RangerCommandosLog</name>
    <message>
        <source>alarm</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>Überfahrt</translation>
    </message>
    <message>
        <source>raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <source>return</source>
        <translation>Rückkehr</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>aboard</source>
        <translation>An Bord</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>Gefangen</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>dawn</source>
        <translation>Morgengrauen</translation>
    </message>
    <message>
        <source>home</source>
        <translation>Heimkehr</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>spin</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>Marsch</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
</context>
<context>
    <name>RangerCommandosPaper</name>
    <message>
        <source>A step: one spin, one ring read</source>
        <translation>Ein Zug: eine Drehung, ein Ring gelesen</translation>
    </message>
    <message>
        <source>The raider&apos;s</source>
        <translation>Lage des Angreifers</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <source>barge crossing (night)</source>
        <translation>Boot auf Überfahrt (Nacht)</translation>
    </message>
    <message>
        <source>One wave by the night arrow. Out of the dock E, NE and SE lead onto the first column, N and S lose the step; off the water, onto a barge or towards landings all held, the step is lost. A wave touching a free landing holds it.</source>
        <translation>Eine Welle nach dem Nachtpfeil. Aus dem Dock führen E, NE und SE auf die erste Spalte, N und S kosten den Zug; vom Wasser hinaus, auf ein Boot oder zu lauter besetzten Anlegern ist der Zug verloren. Eine Welle an einem freien Anleger besetzt ihn.</translation>
    </message>
    <message>
        <source>barge at a landing</source>
        <translation>Boot an einem Anleger</translation>
    </message>
    <message>
        <source>The commando goes ashore: a walk of the number, the barge to the landing counting one step.</source>
        <translation>Das Kommando geht an Land: ein Weg der gedrehten Zahl, vom Boot zum Anleger zählt ein Schritt.</translation>
    </message>
    <message>
        <source>commando ashore</source>
        <translation>Kommando an Land</translation>
    </message>
    <message>
        <source>A walk of exactly the number along dotted paths, no space entered twice, never ending where it began. An objective: the installation&apos;s top counter, face down. A sentry: the alarm.</source>
        <translation>Ein Weg von genau der Zahl entlang gepunkteter Wege, kein Feld zweimal betreten, nie dort endend, wo er begann. Ein Ziel: der oberste Marker der Anlage, verdeckt. Ein Wachposten: der Alarm.</translation>
    </message>
    <message>
        <source>barge returning (day)</source>
        <translation>Boot auf Heimfahrt (Tag)</translation>
    </message>
    <message>
        <source>One wave by the day arrow (see the return).</source>
        <translation>Eine Welle nach dem Tagpfeil (siehe die Heimfahrt).</translation>
    </message>
    <message>
        <source>The spinner: twelve equal segments</source>
        <translation>Die Drehscheibe: zwölf gleiche Felder</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>night arrow</source>
        <translation>Nachtpfeil</translation>
    </message>
    <message>
        <source>day arrow</source>
        <translation>Tagpfeil</translation>
    </message>
    <message>
        <source>%1: %2 in 12</source>
        <translation>%1: %2 von 12</translation>
    </message>
    <message>
        <source>The spinner&apos;s chances</source>
        <translation>Die Chancen der Drehscheibe</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Segments showing each</source>
        <translation>Felder, die jedes zeigen</translation>
    </message>
    <message>
        <source>The alarm</source>
        <translation>Der Alarm</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>given by</source>
        <translation>ausgelöst durch</translation>
    </message>
    <message>
        <source>a commando ending on a sentry; the last counter taken; dawn, with no alarm by the end of round %1.</source>
        <translation>ein Kommando, das auf einem Wachposten endet; den letzten genommenen Marker; den Morgen, ohne Alarm bis zum Ende von Runde %1.</translation>
    </message>
    <message>
        <source>a commando ashore</source>
        <translation>ein Kommando an Land</translation>
    </message>
    <message>
        <source>From the raider after the giver round to the giver: %1 spins added. At least his fewest steps to his landing plus one: aboard; short: captured, out with his counters.</source>
        <translation>Vom Angreifer nach dem Auslöser reihum bis zum Auslöser: %1 Drehungen addiert. Mindestens seine kürzesten Schritte zu seinem Anleger plus eins: an Bord; weniger: gefangen, mit seinen Markern aus dem Spiel.</translation>
    </message>
    <message>
        <source>a barge afloat</source>
        <translation>ein Boot auf dem Wasser</translation>
    </message>
    <message>
        <source>Its commando never landed: it turns for home at once, no spin (one still in its dock is home).</source>
        <translation>Sein Kommando ist nie gelandet: es kehrt sofort heim, ohne Drehung (eines noch im Dock ist daheim).</translation>
    </message>
    <message>
        <source>The return, by day</source>
        <translation>Die Heimfahrt, bei Tag</translation>
    </message>
    <message>
        <source>The barge</source>
        <translation>Das Boot</translation>
    </message>
    <message>
        <source>on the water</source>
        <translation>auf dem Wasser</translation>
    </message>
    <message>
        <source>One wave by the day arrow; the water&apos;s edge and barges block, landings no longer do.</source>
        <translation>Eine Welle nach dem Tagpfeil; der Rand des Wassers und Boote sperren, Anleger nicht mehr.</translation>
    </message>
    <message>
        <source>reaching home</source>
        <translation>heimkehrend</translation>
    </message>
    <message>
        <source>A wave in front of a dock, or a step from the first column into one: home in that dock, whatever its colour. Into a point of land: the step is lost.</source>
        <translation>Eine Welle vor einem Dock oder ein Schritt aus der ersten Spalte hinein: daheim in diesem Dock, gleich welcher Farbe. In eine Landspitze: der Zug ist verloren.</translation>
    </message>
    <message>
        <source>the last afloat</source>
        <translation>das letzte auf dem Wasser</translation>
    </message>
    <message>
        <source>Everyone else home or captured: it is called in and takes the next place.</source>
        <translation>Alle anderen daheim oder gefangen: es wird hereingerufen und nimmt den nächsten Platz.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The most points win; a tie goes to whoever came home first; captured raiders score nothing.</source>
        <translation>Die meisten Punkte gewinnen; bei Gleichstand wer zuerst heimkam; Gefangene erhalten nichts.</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Daheim</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>each counter carried home, turned up</source>
        <translation>jeder heimgebrachte Marker, aufgedeckt</translation>
    </message>
    <message>
        <source>its face</source>
        <translation>sein Wert</translation>
    </message>
    <message>
        <source>The counters: %1, worth %2 in all</source>
        <translation>Die Marker: %1, zusammen %2 wert</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>wie viele</translation>
    </message>
    <message>
        <source>General ★</source>
        <translation>General ★</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Ranger Commandos — quick reference</source>
        <translation>Ranger Commandos — Kurzübersicht</translation>
    </message>
    <message>
        <source>The raid on one page</source>
        <translation>Der Überfall auf einer Seite</translation>
    </message>
    <message>
        <source>Turns go Red, Black, Green, Orange. The barges cross by night to the island&apos;s landings, the commandos raid its installations, and after the alarm the barges race home by day.</source>
        <translation>Gezogen wird Rot, Schwarz, Grün, Orange. Die Boote fahren nachts zu den Anlegern der Insel, die Kommandos überfallen ihre Anlagen, und nach dem Alarm eilen die Boote bei Tag heim.</translation>
    </message>
    <message>
        <source>The raiders, in turn order</source>
        <translation>Die Angreifer in Zugreihenfolge</translation>
    </message>
    <message>
        <source>At the end: %1 for the places home, and each counter carried home turned up.</source>
        <translation>Am Ende: %1 für die Plätze bei der Heimkehr und jeder heimgebrachte Marker, aufgedeckt.</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Home dock</source>
        <translation>Heimatdock</translation>
    </message>
    <message>
        <source>Place home</source>
        <translation>Platz daheim</translation>
    </message>
    <message>
        <source>Counters&apos; points</source>
        <translation>Punkte der Marker</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>einer Person</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>dem Computer</translation>
    </message>
    <message>
        <source>The installations</source>
        <translation>Die Anlagen</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Anlage</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Entered from</source>
        <translation>Zugang von</translation>
    </message>
    <message>
        <source>%1 counters in all</source>
        <translation>%1 Marker insgesamt</translation>
    </message>
    <message>
        <source>Ranger Commandos</source>
        <translation>Ranger Commandos</translation>
    </message>
    <message>
        <source>The raiders and the island</source>
        <translation>Die Angreifer und die Insel</translation>
    </message>
</context>
<context>
    <name>RangerCommandosRaider</name>
    <message>
        <source>in dock (%1)</source>
        <translation>im Dock (%1)</translation>
    </message>
    <message>
        <source>crossing, wave %1</source>
        <translation>auf Überfahrt, Welle %1</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>besetzt %1</translation>
    </message>
    <message>
        <source>ashore at %1, before %2</source>
        <translation>an Land bei %1, vor %2</translation>
    </message>
    <message>
        <source>ashore at %1</source>
        <translation>an Land bei %1</translation>
    </message>
    <message>
        <source>homeward, wave %1</source>
        <translation>auf Heimfahrt, Welle %1</translation>
    </message>
    <message>
        <source>home, place %1 (%2)</source>
        <translation>daheim, Platz %1 (%2)</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gefangen</translation>
    </message>
</context>
<context>
    <name>RangerCommandosRuleset</name>
    <message>
        <source>A raid needs two to four raiders: sides named red, black, green or orange, each with its dock on the board.</source>
        <translation>Ein Überfall braucht zwei bis vier Angreifer: Seiten namens red, black, green oder orange, jede mit ihrem Hafen auf dem Brett.</translation>
    </message>
</context>
<context>
    <name>RangerCommandosTerm</name>
    <message>
        <source>home dock</source>
        <translation>Heimatdock</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>Anleger</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>safety</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>plain stop</source>
        <translation>einfache Station</translation>
    </message>
    <message>
        <source>sentry</source>
        <translation>Wachposten</translation>
    </message>
    <message>
        <source>installation</source>
        <translation>Anlage</translation>
    </message>
    <message>
        <source>dotted path</source>
        <translation>gepunkteter Weg</translation>
    </message>
    <message>
        <source>arrow into an installation</source>
        <translation>Pfeil in eine Anlage</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Unerfahren</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>alle Runden</translation>
    </message>
</context>
<context>
    <name>RangerCommandosWalk</name>
    <message>
        <source>to %1, a sentry: gives the alarm (%2)</source>
        <translation>nach %1, ein Wachposten: löst Alarm aus (%2)</translation>
    </message>
    <message>
        <source>to %1, passing a sentry (%2)</source>
        <translation>nach %1, an einem Wachposten vorbei (%2)</translation>
    </message>
    <message>
        <source>to %1 (%2)</source>
        <translation>nach %1 (%2)</translation>
    </message>
    <message>
        <source>The walk to %1:</source>
        <translation>Der Weg nach %1:</translation>
    </message>
    <message>
        <source>He ends on a sentry and gives the alarm.</source>
        <translation>Er endet auf einem Wachposten und löst Alarm aus.</translation>
    </message>
    <message>
        <source>He passes the sentry at %1 safely.</source>
        <translation>Er kommt sicher am Wachposten bei %1 vorbei.</translation>
    </message>
    <message>
        <source>He passes the sentries at %1 safely.</source>
        <translation>Er kommt sicher an den Wachposten bei %1 vorbei.</translation>
    </message>
</context>
<context>
    <name>ReferenceSheet</name>
    <message>
        <source>graze</source>
        <translation>Streifschuss</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>The turn, for each side in turn</source>
        <translation>Der Zug, für jede Seite nacheinander</translation>
    </message>
    <message>
        <source>A full move is %1 cm; %2 cm wounded or civilian; %3 cm horsed in open going.</source>
        <translation>Eine volle Bewegung sind %1 cm; %2 cm verwundet oder Zivilist; %3 cm beritten im offenen Gelände.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Each leader rolls his command dice once and spends the points on groups within his command distance, through his NCOs and musicians.</source>
        <translation>Jeder Anführer würfelt einmal seine Befehlswürfel und gibt die Punkte für Gruppen in seiner Befehlsreichweite aus, auch über seine Unteroffiziere und Musiker.</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Commanded groups move as ordered; the others carry out their reaction or their standing orders.</source>
        <translation>Befehligte Gruppen bewegen sich nach Befehl; die anderen führen ihre Reaktion oder ihre Daueranweisung aus.</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>Commanded groups fire on orders (volleys where the faction allows); the others fire at will at the nearest enemy they see.</source>
        <translation>Befehligte Gruppen feuern auf Befehl (Salven, wo die Fraktion es erlaubt); die anderen feuern nach Belieben auf den nächsten sichtbaren Feind.</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Weapons (ranges in cm, edge to edge)</source>
        <translation>Waffen (Reichweiten in cm, Kante zu Kante)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Weit</translation>
    </message>
    <message>
        <source>With bayonet</source>
        <translation>Mit Bajonett</translation>
    </message>
    <message>
        <source>Damage column</source>
        <translation>Schadensspalte</translation>
    </message>
    <message>
        <source>gunpowder</source>
        <translation>Schwarzpulver</translation>
    </message>
    <message>
        <source>bow or spear</source>
        <translation>Bogen oder Speer</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>To hit: the D8 score needed</source>
        <translation>Treffen: der nötige W8-Wurf</translation>
    </message>
    <message>
        <source>Heroes add %1 to the to-hit and damage dice, raw troops %2. Wounded shooters reach short range only.</source>
        <translation>Helden addieren %1 zu Treffer- und Schadenswurf, unerfahrene Truppen %2. Verwundete Schützen reichen nur auf kurze Reichweite.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <translation>Leichte Deckung</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <translation>Schwere Deckung</translation>
    </message>
    <message>
        <source>Damage: the D6 after the class modifier, held to 1–6</source>
        <translation>Schaden: der W6 nach dem Klassenmodifikator, begrenzt auf 1–6</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Gunpowder</source>
        <translation>Schwarzpulver</translation>
    </message>
    <message>
        <source>Bow or spear</source>
        <translation>Bogen oder Speer</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Actions table: skirmishers, irregulars and civilians</source>
        <translation>Aktionstabelle: Plänkler, Irreguläre und Zivilisten</translation>
    </message>
    <message>
        <source>Actions table: formed troops</source>
        <translation>Aktionstabelle: geschlossene Truppen</translation>
    </message>
    <message>
        <source>Italic results are advice that player characters and commanded groups may ignore.</source>
        <translation>Kursive Ergebnisse sind Ratschläge, die Spielercharaktere und befehligte Gruppen übergehen dürfen.</translation>
    </message>
    <message>
        <source>Risk factor</source>
        <translation>Risikofaktor</translation>
    </message>
    <message>
        <source>D6: %1</source>
        <translation>W6: %1</translation>
    </message>
    <message>
        <source>Risk factors</source>
        <translation>Risikofaktoren</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Zählt</translation>
    </message>
    <message>
        <source>Command reaches %1 cm, %2 cm where the leader or the figure stands in enclosed terrain. Each loyal figure commanded costs %3 point, a disloyal or running one %4. Officers and NCOs within %5 cm of a group belong to it. A leader who loaded, fired or fought last turn rolls one die fewer; a commanded drummer or bugler adds one.</source>
        <translation>Befehle reichen %1 cm, %2 cm, wenn der Anführer oder die Figur in geschlossenem Gelände steht. Jede befehligte loyale Figur kostet %3 Punkt, eine illoyale oder fliehende %4. Offiziere und Unteroffiziere innerhalb von %5 cm einer Gruppe gehören zu ihr. Ein Anführer, der im letzten Zug geladen, gefeuert oder gekämpft hat, würfelt einen Würfel weniger; ein befehligter Trommler oder Hornist fügt einen hinzu.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Command dice (D6)</source>
        <translation>Befehlswürfel (W6)</translation>
    </message>
    <message>
        <source>French and Indian Wars skirmish: quick reference</source>
        <translation>Scharmützel im Franzosen- und Indianerkrieg: Kurzübersicht</translation>
    </message>
    <message>
        <source>Sequence, shooting and melee</source>
        <translation>Ablauf, Schießen und Nahkampf</translation>
    </message>
    <message>
        <source>Reactions and command</source>
        <translation>Reaktionen und Befehl</translation>
    </message>
    <message>
        <source>Every group, commanded or not, adds up its risk factor and rolls a D6 on its Actions table; upright results bind, italic ones are advice for player characters and commanded groups.</source>
        <translation>Jede Gruppe, befehligt oder nicht, zählt ihren Risikofaktor zusammen und würfelt einen W6 auf ihrer Aktionstabelle; aufrecht gedruckte Ergebnisse sind bindend, kursive sind Ratschläge für Spielercharaktere und befehligte Gruppen.</translation>
    </message>
    <message>
        <source>Figures in base contact are paired, roll a D6 each and fight; the side winning fewer pairs falls back 5 cm and is retreating (a group already running or withdrawing stays so).</source>
        <translation>Figuren im Basenkontakt werden gepaart, würfeln je einen W6 und kämpfen; die Seite mit weniger gewonnenen Paaren weicht 5 cm zurück und ist auf dem Rückzug (eine Gruppe, die schon flieht oder sich absetzt, bleibt dabei).</translation>
    </message>
</context>
<context>
    <name>RiskFactor</name>
    <message>
        <source>A hero stands with the group</source>
        <translation>Ein Held steht bei der Gruppe</translation>
    </message>
    <message>
        <source>Every man is in cover</source>
        <translation>Jeder Mann ist in Deckung</translation>
    </message>
    <message>
        <source>An enemy sees the group and has it in range</source>
        <translation>Ein Feind sieht die Gruppe und hat sie in Reichweite</translation>
    </message>
    <message>
        <source>Raw troops within reach of an enemy they can see</source>
        <translation>Unerfahrene Truppen in Reichweite eines Feindes, den sie sehen</translation>
    </message>
    <message>
        <source>Casualties (each full tenth of the group)</source>
        <translation>Verluste (jedes volle Zehntel der Gruppe)</translation>
    </message>
    <message>
        <source>An enemy in sight on the flank or rear</source>
        <translation>Ein Feind in Sicht an Flanke oder Rücken</translation>
    </message>
    <message>
        <source>Ran from the enemy last turn</source>
        <translation>Ist im letzten Zug vor dem Feind geflohen</translation>
    </message>
    <message>
        <source>Pushed back by a lost melee</source>
        <translation>Nach verlorenem Nahkampf zurückgedrängt</translation>
    </message>
    <message>
        <source>NCOs of the platoon killed</source>
        <translation>Gefallene Unteroffiziere des Zuges</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RogersRangersBattle</name>
    <message>
        <source>a leader</source>
        <translation>ein Anführer</translation>
    </message>
    <message>
        <source>elite Rangers</source>
        <translation>Elite-Rangers</translation>
    </message>
    <message>
        <source>elite CFM</source>
        <translation>Elite-CFM</translation>
    </message>
    <message>
        <source>a long rifle</source>
        <translation>eine lange Büchse</translation>
    </message>
    <message>
        <source>%1 long rifles</source>
        <translation>%1 lange Büchsen</translation>
    </message>
    <message>
        <source>an ambush</source>
        <translation>ein Hinterhalt</translation>
    </message>
    <message>
        <source> +%1 (%2)</source>
        <translation> +%1 (%2)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tactical Edge: the Raiders roll %1; the hostiles roll %2.</source>
        <translation>Taktischer Vorteil: die Angreifer würfeln %1; der Feind würfelt %2.</translation>
    </message>
    <message>
        <source>A tie: both sides roll again.</source>
        <translation>Gleichstand: beide Seiten würfeln erneut.</translation>
    </message>
    <message>
        <source>The Raiders have the Edge and fire first in every round.</source>
        <translation>Die Angreifer haben den Vorteil und schießen in jeder Feuerrunde zuerst.</translation>
    </message>
    <message>
        <source>The hostiles have the Edge and fire first in every round.</source>
        <translation>Der Feind hat den Vorteil und schießt in jeder Feuerrunde zuerst.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The Raiders&apos; line, top first: %1.</source>
        <translation>Die Linie der Angreifer, von oben: %1.</translation>
    </message>
    <message>
        <source>The hostiles&apos; line, top first: %1.</source>
        <translation>Die feindliche Linie, von oben: %1.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Feuerrunde %1.</translation>
    </message>
    <message>
        <source>%1 (with a hatchet)</source>
        <translation>%1 (mit Beil)</translation>
    </message>
    <message>
        <source>Shot by %1 at %2: a 6, which always misses.</source>
        <translation>Schuss von %1 auf %2: eine 6, die immer verfehlt.</translation>
    </message>
    <message>
        <source>Shot by %1 at %2: a %3, needing %4 or less: %2 killed.</source>
        <translation>Schuss von %1 auf %2: eine %3, nötig war %4 oder weniger: %2 ausgeschaltet.</translation>
    </message>
    <message>
        <source>Shot by %1 at %2: a %3, needing %4 or less: a miss.</source>
        <translation>Schuss von %1 auf %2: eine %3, nötig war %4 oder weniger: verfehlt.</translation>
    </message>
    <message>
        <source>The Raiders have nobody left to fire this round and pass.</source>
        <translation>Die Angreifer haben in dieser Feuerrunde niemanden mehr zum Schießen und passen.</translation>
    </message>
    <message>
        <source>The hostiles have nobody left to fire this round and pass.</source>
        <translation>Der Feind hat in dieser Feuerrunde niemanden mehr zum Schießen und passt.</translation>
    </message>
    <message>
        <source>The Raiders retreat: the battle is lost.</source>
        <translation>Die Angreifer ziehen sich zurück: das Gefecht ist verloren.</translation>
    </message>
    <message>
        <source>No hostile is left standing: the Raiders win the battle.</source>
        <translation>Kein Feind steht mehr: die Angreifer gewinnen das Gefecht.</translation>
    </message>
    <message>
        <source>No Raider is left standing: the hostiles win the battle.</source>
        <translation>Kein Angreifer steht mehr: der Feind gewinnt das Gefecht.</translation>
    </message>
    <message>
        <source>The Raiders have the Edge and take the skirmish&apos;s first turn.</source>
        <translation>Die Angreifer haben den Vorteil und haben den ersten Zug des Scharmützels.</translation>
    </message>
    <message>
        <source>The hostiles have the Edge and take the skirmish&apos;s first turn.</source>
        <translation>Der Feind hat den Vorteil und hat den ersten Zug des Scharmützels.</translation>
    </message>
    <message>
        <source>The Raiders keep the Edge and fire first in every round.</source>
        <translation>Die Angreifer behalten den Vorteil und schießen in jeder Feuerrunde zuerst.</translation>
    </message>
    <message>
        <source>The hostiles keep the Edge and fire first in every round.</source>
        <translation>Der Feind behält den Vorteil und schießt in jeder Feuerrunde zuerst.</translation>
    </message>
</context>
<context>
    <name>RogersRangersBattles</name>
    <message>
        <source>Fight in this order</source>
        <translation>In dieser Reihenfolge kämpfen</translation>
    </message>
    <message>
        <source>Fight it as a French and Indian Wars skirmish</source>
        <translation>Als Scharmützel im Franzosen- und Indianerkrieg austragen</translation>
    </message>
    <message>
        <source>A line must hold every unit in the space once.</source>
        <translation>Eine Linie muss jede Einheit im Feld genau einmal enthalten.</translation>
    </message>
    <message>
        <source>%1 fires: at whom?</source>
        <translation>%1 schießt: auf wen?</translation>
    </message>
    <message>
        <source>Round %1 is over. Fight on, or retreat (a lost battle)?</source>
        <translation>Feuerrunde %1 ist vorbei. Weiterkämpfen oder zurückziehen (ein verlorenes Gefecht)?</translation>
    </message>
    <message>
        <source>Fight on</source>
        <translation>Weiterkämpfen</translation>
    </message>
    <message>
        <source>Retreat to %1</source>
        <translation>Rückzug nach %1</translation>
    </message>
    <message>
        <source>The force falls back to %1.</source>
        <translation>Die Truppe weicht nach %1 zurück.</translation>
    </message>
    <message>
        <source>An ambush beaten off</source>
        <translation>Ein abgewehrter Hinterhalt</translation>
    </message>
    <message>
        <source>An ambush lost</source>
        <translation>Ein verlorener Hinterhalt</translation>
    </message>
    <message>
        <source>A battle lost at %1</source>
        <translation>Ein verlorenes Gefecht bei %1</translation>
    </message>
    <message>
        <source>The camp at %1 is destroyed.</source>
        <translation>Das Lager bei %1 ist zerstört.</translation>
    </message>
    <message>
        <source>Indian table, the hostile Indians at %1</source>
        <translation>Indianertabelle, die feindlichen Indianer bei %1</translation>
    </message>
    <message>
        <source>The hostile Indians melt away into the woods.</source>
        <translation>Die feindlichen Indianer verschwinden in den Wäldern.</translation>
    </message>
    <message>
        <source>One band of hostile Indians goes home.</source>
        <translation>Eine Schar feindlicher Indianer geht heim.</translation>
    </message>
    <message>
        <source>The hostile Indians carry the news</source>
        <translation>Die feindlichen Indianer tragen die Kunde weiter</translation>
    </message>
    <message>
        <source>Indian table, the friendly Indians</source>
        <translation>Indianertabelle, die verbündeten Indianer</translation>
    </message>
    <message>
        <source>They go home</source>
        <translation>Sie gehen heim</translation>
    </message>
    <message>
        <source>One band of friendly Indians goes home: which?</source>
        <translation>Eine Schar verbündeter Indianer geht heim: welche?</translation>
    </message>
    <message>
        <source>It goes home</source>
        <translation>Er geht heim</translation>
    </message>
    <message>
        <source>The friendly Indians scout</source>
        <translation>Die verbündeten Indianer kundschaften</translation>
    </message>
    <message>
        <source>The friendly Indians know a short way</source>
        <translation>Die verbündeten Indianer kennen einen kurzen Weg</translation>
    </message>
    <message>
        <source>Escape, %1</source>
        <translation>Flucht, %1</translation>
    </message>
    <message>
        <source>%1 is killed.</source>
        <translation>%1 fällt.</translation>
    </message>
    <message>
        <source>%1 is lost in the woods for the rest of the mission.</source>
        <translation>%1 verirrt sich für den Rest der Mission in den Wäldern.</translation>
    </message>
    <message>
        <source>%1 escapes to Rogers Island, without his gear.</source>
        <translation>%1 entkommt nach Rogers Island, ohne seine Ausrüstung.</translation>
    </message>
    <message>
        <source>The leader die after the win</source>
        <translation>Der Anführerwurf nach dem Sieg</translation>
    </message>
    <message>
        <source>A leader joins the force: who?</source>
        <translation>Ein Anführer stößt zur Truppe: wer?</translation>
    </message>
    <message>
        <source>%1 joins the force at %2.</source>
        <translation>%1 stößt bei %2 zur Truppe.</translation>
    </message>
    <message>
        <source>%1: %2 is lost.</source>
        <translation>%1: %2 ist verloren.</translation>
    </message>
    <message>
        <source>The prisoners are left at %1.</source>
        <translation>Die Gefangenen werden bei %1 zurückgelassen.</translation>
    </message>
    <message>
        <source>The skirmish is won.</source>
        <translation>Das Scharmützel ist gewonnen.</translation>
    </message>
    <message>
        <source>The skirmish is lost.</source>
        <translation>Das Scharmützel ist verloren.</translation>
    </message>
    <message>
        <source>%1 (it kills on %2 or less)</source>
        <translation>%1 (tötet bei %2 oder weniger)</translation>
    </message>
    <message>
        <source>%1 is lost in the skirmish.</source>
        <translation>%1 geht im Scharmützel verloren.</translation>
    </message>
    <message>
        <source>Beaten, the hostiles go back into the cup: %1.</source>
        <translation>Geschlagen kehren die Feinde in den Becher zurück: %1.</translation>
    </message>
    <message>
        <source>The hostiles lose %1 in the skirmish.</source>
        <translation>Die Feinde verlieren %1 im Scharmützel.</translation>
    </message>
    <message>
        <source>The skirmish&apos;s result names %1, which was not in the battle.</source>
        <translation>Das Ergebnis des Scharmützels nennt %1, das nicht im Gefecht stand.</translation>
    </message>
    <message>
        <source>The skirmish&apos;s result names more &quot;%1&quot; than fought.</source>
        <translation>Das Ergebnis des Scharmützels nennt mehr „%1“, als gekämpft haben.</translation>
    </message>
    <message>
        <source>The force cannot fall back to &quot;%1&quot;.</source>
        <translation>Die Truppe kann sich nicht nach „%1“ zurückziehen.</translation>
    </message>
    <message>
        <source>Fight it on the board after all, the Edge as rolled</source>
        <translation>Doch auf dem Brett austragen, mit dem gewürfelten Vorteil</translation>
    </message>
    <message>
        <source>The battle at %1 is a skirmish, the Raiders first: play it, then carry its result back.</source>
        <translation>Das Gefecht bei %1 ist ein Scharmützel, die Angreifer zuerst: spielen Sie es und übernehmen Sie dann sein Ergebnis.</translation>
    </message>
    <message>
        <source>The battle at %1 is a skirmish, the hostiles first: play it, then carry its result back.</source>
        <translation>Das Gefecht bei %1 ist ein Scharmützel, der Feind zuerst: spielen Sie es und übernehmen Sie dann sein Ergebnis.</translation>
    </message>
    <message>
        <source>The skirmish is given up: the battle is fought on the board.</source>
        <translation>Das Scharmützel wird aufgegeben: das Gefecht wird auf dem Brett ausgetragen.</translation>
    </message>
    <message>
        <source>%1 is lost in the skirmish, and with it %2.</source>
        <translation>%1 geht im Scharmützel verloren, und mit ihm %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Name the space the survivors fall back to: %1.</source>
        <translation>Nenne das Feld, auf das sich die Überlebenden zurückziehen: %1.</translation>
    </message>
    <message>
        <source>One more band of Indians comes to %1.</source>
        <translation>Eine weitere Schar Indianer kommt nach %1.</translation>
    </message>
    <message>
        <source>No Indian is left in the cup: nobody comes to %1.</source>
        <translation>Kein Indianer ist mehr im Becher: niemand kommt nach %1.</translation>
    </message>
    <message>
        <source>Battle at %1 against %2: put your units in line, the top one first: it is the first of yours to fire, and the first shot at (the hostiles aim at your topmost unit still standing).</source>
        <translation>Gefecht bei %1 gegen %2: Stellen Sie Ihre Einheiten in Linie auf, die oberste zuerst: Sie schießt als erste der Ihren und wird als erste beschossen (die Feinde zielen auf Ihre oberste Einheit, die noch steht).</translation>
    </message>
</context>
<context>
    <name>RogersRangersBoard</name>
    <message>
        <source>&quot;%1&quot; is a second staging area; the board has one already, &quot;%2&quot;, and the Rangers start from only one</source>
        <translation>„%1“ ist ein zweiter Sammelplatz; das Brett hat schon einen, „%2“, und die Rangers brechen nur von einem auf</translation>
    </message>
    <message>
        <source>no space is the staging area; the board needs exactly one, where the Rangers start and refit</source>
        <translation>kein Feld ist der Sammelplatz; das Brett braucht genau einen, wo die Rangers aufbrechen und sich neu ausrüsten</translation>
    </message>
    <message>
        <source>the roll %1 is given to &quot;%2&quot; already; a roll of the placement table names one space</source>
        <translation>der Wurf %1 ist schon „%2“ gegeben; ein Wurf der Platzierungstabelle nennt ein einziges Feld</translation>
    </message>
    <message>
        <source>no space has the placement roll %1 of column %2 (%3); a mission on this column needs every roll from %4 to %5</source>
        <translation>kein Feld hat den Platzierungswurf %1 der Spalte %2 (%3); eine Mission auf dieser Spalte braucht jeden Wurf von %4 bis %5</translation>
    </message>
</context>
<context>
    <name>RogersRangersBoardView</name>
    <message>
        <source>Objective (face down)</source>
        <translation>Ziel (verdeckt)</translation>
    </message>
</context>
<context>
    <name>RogersRangersCampaign</name>
    <message>
        <source>The mission will be played again.</source>
        <translation>Die Mission wird wiederholt.</translation>
    </message>
    <message>
        <source>The campaign is won: all four missions accomplished.</source>
        <translation>Der Feldzug ist gewonnen: alle vier Missionen erfüllt.</translation>
    </message>
    <message>
        <source>The campaign is lost after %1 missions won.</source>
        <translation>Der Feldzug ist nach %1 gewonnenen Missionen verloren.</translation>
    </message>
    <message>
        <source>%1 RP are carried over (half of %2 RP left, plus %3 Ops left).</source>
        <translation>%1 RP werden übertragen (die Hälfte der übrigen %2 RP, plus %3 übrige Ops).</translation>
    </message>
    <message>
        <source>%1 RP are carried over (half of %2 RP and %3 Ops left, rounded down).</source>
        <translation>%1 RP werden übertragen (die Hälfte der übrigen %2 RP und %3 Ops, abgerundet).</translation>
    </message>
</context>
<context>
    <name>RogersRangersCards</name>
    <message>
        <source>The discards are shuffled into a new draw pile.</source>
        <translation>Die Ablage wird zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>The force is at Rogers Island: the card (%1) is put away unread.</source>
        <translation>Die Truppe ist auf Rogers Island: die Karte (%1) wird ungelesen abgelegt.</translation>
    </message>
    <message>
        <source>An Op ends at Rogers Island</source>
        <translation>Eine Op endet auf Rogers Island</translation>
    </message>
    <message>
        <source>Card %1, %2: %3 %4</source>
        <translation>Karte %1, %2: %3 %4</translation>
    </message>
    <message>
        <source>Captured Courier: which do you take?</source>
        <translation>Gefangener Kurier: was nehmen Sie?</translation>
    </message>
    <message>
        <source>1 RP</source>
        <translation>1 RP</translation>
    </message>
    <message>
        <source>Turn up a face-down marker</source>
        <translation>Einen verdeckten Marker aufdecken</translation>
    </message>
    <message>
        <source>The friendly Indians find the way: no Op is lost.</source>
        <translation>Die verbündeten Indianer finden den Weg: keine Op geht verloren.</translation>
    </message>
    <message>
        <source>The force is not on the water: no Op is lost.</source>
        <translation>Die Truppe ist nicht auf dem Wasser: keine Op geht verloren.</translation>
    </message>
    <message>
        <source>The cup is empty: nobody comes to %1.</source>
        <translation>Der Becher ist leer: niemand kommt nach %1.</translation>
    </message>
    <message>
        <source>%1 garrison %2.</source>
        <translation>%1 besetzen %2.</translation>
    </message>
    <message>
        <source>%1 come to %2.</source>
        <translation>%1 kommen nach %2.</translation>
    </message>
    <message>
        <source>Where the war party appears</source>
        <translation>Wo der Kriegertrupp erscheint</translation>
    </message>
    <message>
        <source>The war party at %1 (%2) moves to %3.</source>
        <translation>Der Kriegertrupp bei %1 (%2) zieht nach %3.</translation>
    </message>
    <message>
        <source>No war party has anyone to advance on.</source>
        <translation>Kein Kriegertrupp hat jemanden, auf den er vorrücken kann.</translation>
    </message>
    <message>
        <source>Massacre</source>
        <translation>Massaker</translation>
    </message>
    <message>
        <source>Massacre: no marker at %1</source>
        <translation>Massaker: kein Marker bei %1</translation>
    </message>
    <message>
        <source>%1: no face-down marker to turn up.</source>
        <translation>%1: kein verdeckter Marker zum Aufdecken.</translation>
    </message>
    <message>
        <source>%1: which marker is turned up?</source>
        <translation>%1: welcher Marker wird aufgedeckt?</translation>
    </message>
    <message>
        <source>The marker at %1</source>
        <translation>Der Marker bei %1</translation>
    </message>
    <message>
        <source>Militia Ops: raise Ranger Militia at %1 (1 RP each)?</source>
        <translation>Miliz-Ops: Ranger-Miliz bei %1 ausheben (je 1 RP)?</translation>
    </message>
    <message>
        <source>No more</source>
        <translation>Nichts mehr</translation>
    </message>
    <message>
        <source>Raise a Ranger Militia (1 RP)</source>
        <translation>Eine Ranger-Miliz ausheben (1 RP)</translation>
    </message>
    <message>
        <source>Ranger Militia %1 raised at %2</source>
        <translation>Ranger-Miliz %1 bei %2 ausgehoben</translation>
    </message>
    <message>
        <source>Camp Fever: which unit is lost?</source>
        <translation>Lagerfieber: welche Einheit geht verloren?</translation>
    </message>
    <message>
        <source>The force has no Militia or Light Infantry: nobody falls sick.</source>
        <translation>Die Truppe hat weder Miliz noch Leichte Infanterie: niemand erkrankt.</translation>
    </message>
    <message>
        <source>Camp Fever</source>
        <translation>Lagerfieber</translation>
    </message>
    <message>
        <source>%1 takes a Supplies from the convoy.</source>
        <translation>%1 nimmt Vorräte aus dem Konvoi.</translation>
    </message>
    <message>
        <source>%1: nobody has a free slot</source>
        <translation>%1: niemand hat einen freien Platz</translation>
    </message>
    <message>
        <source>Break Camp: move the camp?</source>
        <translation>Lager abbrechen: das Lager verlegen?</translation>
    </message>
    <message>
        <source>Leave it where it is</source>
        <translation>Dort lassen, wo es ist</translation>
    </message>
    <message>
        <source>Move it to %1</source>
        <translation>Nach %1 verlegen</translation>
    </message>
    <message>
        <source>The camp moves from %1 to %2.</source>
        <translation>Das Lager wird von %1 nach %2 verlegt.</translation>
    </message>
    <message>
        <source>The camp at %1, left alone, is destroyed.</source>
        <translation>Das Lager bei %1, allein gelassen, wird zerstört.</translation>
    </message>
    <message>
        <source>The marker at %1 moves to %2 (placement dice %3).</source>
        <translation>Der Marker bei %1 wandert nach %2 (Platzierungswürfel %3).</translation>
    </message>
</context>
<context>
    <name>RogersRangersComputer</name>
    <message>
        <source>Its cheapest units stand at the top of the line.</source>
        <translation>Ihre billigsten Einheiten stehen oben in der Linie.</translation>
    </message>
    <message>
        <source>It shoots at the deadliest hostile.</source>
        <translation>Sie schießt auf den gefährlichsten Feind.</translation>
    </message>
    <message>
        <source>It fights on: won %1 times in 100.</source>
        <translation>Sie kämpft weiter: %1 von 100 Mal gewonnen.</translation>
    </message>
    <message>
        <source>It falls back: won only %1 times in 100.</source>
        <translation>Sie weicht zurück: nur %1 von 100 Mal gewonnen.</translation>
    </message>
    <message>
        <source>The task at hand is what the mission asks.</source>
        <translation>Die anstehende Aufgabe ist, was die Mission verlangt.</translation>
    </message>
    <message>
        <source>No task worth doing here.</source>
        <translation>Hier lohnt keine Aufgabe.</translation>
    </message>
    <message>
        <source>Turning up markers is the mission.</source>
        <translation>Marker aufzudecken ist die Mission.</translation>
    </message>
    <message>
        <source>Ops are running short.</source>
        <translation>Die Ops werden knapp.</translation>
    </message>
    <message>
        <source>RP buy what is needed later.</source>
        <translation>RP kaufen, was später gebraucht wird.</translation>
    </message>
    <message>
        <source>Far from home: a camp to fall back on.</source>
        <translation>Weit von daheim: ein Lager als Rückhalt.</translation>
    </message>
    <message>
        <source>Home is near enough.</source>
        <translation>Daheim ist nah genug.</translation>
    </message>
    <message>
        <source>Militia only when RP are to spare.</source>
        <translation>Miliz nur, wenn RP übrig sind.</translation>
    </message>
    <message>
        <source>The cheapest unit is given up.</source>
        <translation>Die billigste Einheit wird aufgegeben.</translation>
    </message>
    <message>
        <source>The usual answer.</source>
        <translation>Die übliche Antwort.</translation>
    </message>
    <message>
        <source>Every die is worth a try.</source>
        <translation>Jeder W6 ist einen Versuch wert.</translation>
    </message>
    <message>
        <source>home</source>
        <translation>daheim</translation>
    </message>
    <message>
        <source>the camp</source>
        <translation>das Lager</translation>
    </message>
    <message>
        <source>a face-down marker</source>
        <translation>ein verdeckter Marker</translation>
    </message>
    <message>
        <source>a marker to take</source>
        <translation>ein Marker zum Nehmen</translation>
    </message>
    <message>
        <source>, a battle won %1 times in 100</source>
        <translation>, ein Gefecht, das %1 von 100 Mal gewonnen wird</translation>
    </message>
    <message>
        <source>The mission&apos;s victory is met.</source>
        <translation>Der Sieg der Mission ist erreicht.</translation>
    </message>
    <message>
        <source>The strongest force operates.</source>
        <translation>Die stärkste Truppe operiert.</translation>
    </message>
    <message>
        <source>A face-down marker is in reach of the scouts.</source>
        <translation>Ein verdeckter Marker ist in Reichweite der Späher.</translation>
    </message>
    <message>
        <source>Staying is worth most: %1.</source>
        <translation>Bleiben lohnt am meisten: %1.</translation>
    </message>
    <message>
        <source>The force is small and RP are on the track: refit.</source>
        <translation>Die Truppe ist klein und es sind RP auf der Leiste: neu ausrüsten.</translation>
    </message>
    <message>
        <source>Towards %1.</source>
        <translation>In Richtung %1.</translation>
    </message>
    <message>
        <source>It buys what the mission asks for first (%1).</source>
        <translation>Er kauft zuerst, was die Mission verlangt (%1).</translation>
    </message>
    <message>
        <source>Nothing more is worth its RP now.</source>
        <translation>Nichts ist jetzt mehr seine RP wert.</translation>
    </message>
    <message>
        <source>By boat, towards %1.</source>
        <translation>Mit dem Boot, in Richtung %1.</translation>
    </message>
    <message>
        <source>The computer fights on the board.</source>
        <translation>Der Computer kämpft auf dem Brett.</translation>
    </message>
    <message>
        <source>Every force in reach is worth more at the camp.</source>
        <translation>Jede erreichbare Truppe ist im Lager mehr wert.</translation>
    </message>
    <message>
        <source>Forces with better to do stay where they are.</source>
        <translation>Truppen mit Besserem zu tun bleiben, wo sie sind.</translation>
    </message>
</context>
<context>
    <name>RogersRangersDock</name>
    <message>
        <source>Op:</source>
        <translation>Unternehmen:</translation>
    </message>
    <message>
        <source>Ops left:</source>
        <translation>Verbleibende Unternehmen:</translation>
    </message>
    <message>
        <source>Recruit points:</source>
        <translation>Rekrutierungspunkte:</translation>
    </message>
    <message>
        <source>Alert:</source>
        <translation>Alarm:</translation>
    </message>
    <message>
        <source>Last operation card</source>
        <translation>Letzte Unternehmenskarte</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Ihre Entscheidung</translation>
    </message>
</context>
<context>
    <name>RogersRangersGame</name>
    <message>
        <source>the mission is over</source>
        <translation>die Mission ist vorbei</translation>
    </message>
    <message>
        <source>The mission is over.</source>
        <translation>Die Mission ist vorbei.</translation>
    </message>
    <message>
        <source>Intel gained %1 of 2; markers turned up %2 of 5</source>
        <translation>Nachrichten gewonnen %1 von 2; Marker aufgedeckt %2 von 5</translation>
    </message>
    <message>
        <source>villages destroyed %1 of 2</source>
        <translation>Dörfer zerstört %1 von 2</translation>
    </message>
    <message>
        <source>prisoners rescued %1 of 2</source>
        <translation>Gefangene befreit %1 von 2</translation>
    </message>
    <message>
        <source>an ambush won: %1; depots destroyed %2 of 1</source>
        <translation>ein gewonnener Hinterhalt: %1; Depots zerstört %2 von 1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The mission is won when its victory is met by the time the Ops run out; you may end it as soon as it is met.</source>
        <translation>Die Mission ist gewonnen, wenn ihr Sieg erreicht ist, bis die Ops aufgebraucht sind; Sie können sie beenden, sobald er erreicht ist.</translation>
    </message>
    <message>
        <source>In the campaign a mission counts only with Rogers back at Rogers Island or the camp; the first lost is played again, a second loses the campaign.</source>
        <translation>Im Feldzug zählt eine Mission nur, wenn Rogers nach Rogers Island oder ins Lager zurückgekehrt ist; die erste verlorene wird wiederholt, eine zweite verliert den Feldzug.</translation>
    </message>
    <message>
        <source>This needs an answer of your own: %1</source>
        <translation>Das verlangt Ihre eigene Antwort: %1</translation>
    </message>
</context>
<context>
    <name>RogersRangersHandover</name>
    <message>
        <source>That game is not the skirmish of this battle.</source>
        <translation>Diese Partie ist nicht das Scharmützel dieses Gefechts.</translation>
    </message>
    <message>
        <source>That skirmish is not over yet: play it to its end first.</source>
        <translation>Dieses Scharmützel ist noch nicht zu Ende: Spielen Sie es zuerst zu Ende.</translation>
    </message>
    <message>
        <source>No battle is waiting for a skirmish&apos;s result now.</source>
        <translation>Kein Gefecht wartet gerade auf das Ergebnis eines Scharmützels.</translation>
    </message>
</context>
<context>
    <name>RogersRangersLog</name>
    <message>
        <source>act</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <source>end of the Op</source>
        <translation>Ende der Op</translation>
    </message>
    <message>
        <source>force</source>
        <translation>Truppe</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>Versorgung</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>Vormarsch</translation>
    </message>
    <message>
        <source>alert</source>
        <translation>Alarmstufe</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>Lager</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>Feldzug</translation>
    </message>
    <message>
        <source>demolition</source>
        <translation>Sprengung</translation>
    </message>
    <message>
        <source>escape</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>hostiles</source>
        <translation>Feinde</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Indianer</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>scouting</source>
        <translation>Aufklärung</translation>
    </message>
</context>
<context>
    <name>RogersRangersMission</name>
    <message>
        <source>Gain both Intel markers and turn up five of the six markers.</source>
        <translation>Gewinnt beide Nachrichten-Marker und deckt fünf der sechs Marker auf.</translation>
    </message>
    <message>
        <source>Destroy both Hostile Villages.</source>
        <translation>Zerstört beide feindlichen Dörfer.</translation>
    </message>
    <message>
        <source>Bring both Prisoners home to Rogers Island or the camp.</source>
        <translation>Bringt beide Gefangenen heim nach Rogers Island oder ins Lager.</translation>
    </message>
    <message>
        <source>Win the battle of an Ambush, and destroy a Depot.</source>
        <translation>Gewinnt die Schlacht eines Hinterhalts und zerstört ein Depot.</translation>
    </message>
    <message>
        <source>the mission %1 puts a garrison in &quot;%2&quot;, and no space has that id</source>
        <translation>die Mission %1 legt eine Besatzung nach „%2“, und kein Feld hat diese Kennung</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgewogen</translation>
    </message>
    <message>
        <source>The rules&apos; numbers</source>
        <translation>Die Werte der Regeln</translation>
    </message>
    <message>
        <source>The missions&apos; Ops, RP and Alert set so that the computer&apos;s Rangers win each about half the time: Scouting is harder, Frontier Raiding and Rescue easier; a campaign carries half the RP left plus all the Ops left.</source>
        <translation>Ops, RP und Alarm der Missionen so gesetzt, dass die Rangers des Computers jede etwa in der Hälfte der Fälle gewinnen: die Aufklärung ist schwerer, der Grenzüberfall und die Rettung leichter; ein Feldzug überträgt die Hälfte der übrigen RP plus alle übrigen Ops.</translation>
    </message>
    <message>
        <source>The missions&apos; Ops, RP and Alert as the rules give them; a campaign carries half of the RP and Ops left, rounded down.</source>
        <translation>Ops, RP und Alarm der Missionen, wie die Regeln sie geben; ein Feldzug überträgt die Hälfte der übrigen RP und Ops, abgerundet.</translation>
    </message>
    <message>
        <source>the mission %1 puts a garrison in &quot;%2&quot;, the staging area, which hostiles never enter</source>
        <translation>die Mission %1 legt eine Besatzung nach „%2“, auf den Sammelplatz, den Feinde nie betreten</translation>
    </message>
</context>
<context>
    <name>RogersRangersMoves</name>
    <message>
        <source>The force marches from %1 to %2.</source>
        <translation>Die Truppe marschiert von %1 nach %2.</translation>
    </message>
    <message>
        <source>Boat move</source>
        <translation>Bootsbewegung</translation>
    </message>
    <message>
        <source>The boats may go %1 water paths: where to?</source>
        <translation>Die Boote können %1 Wasserwege fahren: wohin?</translation>
    </message>
    <message>
        <source>Stay where it is</source>
        <translation>Bleiben, wo sie ist</translation>
    </message>
    <message>
        <source>Row to %1</source>
        <translation>Nach %1 rudern</translation>
    </message>
    <message>
        <source>The boats stay at %1.</source>
        <translation>Die Boote bleiben bei %1.</translation>
    </message>
    <message>
        <source>Rowing past the hostiles at %1</source>
        <translation>Rudern an den Feinden bei %1 vorbei</translation>
    </message>
    <message>
        <source>The boats are ambushed at %1!</source>
        <translation>Die Boote geraten bei %1 in einen Hinterhalt!</translation>
    </message>
    <message>
        <source>The boats are stopped at %1.</source>
        <translation>Die Boote werden bei %1 aufgehalten.</translation>
    </message>
    <message>
        <source>The boats go from %1 to %2.</source>
        <translation>Die Boote fahren von %1 nach %2.</translation>
    </message>
</context>
<context>
    <name>RogersRangersObjectives</name>
    <message>
        <source>found by the force</source>
        <translation>von der Truppe gefunden</translation>
    </message>
    <message>
        <source>The marker at %1 is turned up (%2): %3.</source>
        <translation>Der Marker bei %1 wird aufgedeckt (%2): %3.</translation>
    </message>
    <message>
        <source>It is not what this mission seeks: removed.</source>
        <translation>Das ist nicht, was diese Mission sucht: entfernt.</translation>
    </message>
    <message>
        <source>Ambush at %1!</source>
        <translation>Hinterhalt bei %1!</translation>
    </message>
    <message>
        <source>The Objective segment at %1: a task?</source>
        <translation>Der Zielabschnitt bei %1: eine Aufgabe?</translation>
    </message>
    <message>
        <source>No task</source>
        <translation>Keine Aufgabe</translation>
    </message>
    <message>
        <source>Destroy the %1</source>
        <translation>%1 zerstören</translation>
    </message>
    <message>
        <source>Take the prisoners (Alert +1)</source>
        <translation>Die Gefangenen nehmen (Alarmstufe +1)</translation>
    </message>
    <message>
        <source>Gain the intelligence</source>
        <translation>Die Nachrichten gewinnen</translation>
    </message>
    <message>
        <source>Spring the ambush</source>
        <translation>Den Hinterhalt auslösen</translation>
    </message>
    <message>
        <source>The prisoners are freed; %1 takes them home.</source>
        <translation>Die Gefangenen sind befreit; %1 bringt sie heim.</translation>
    </message>
    <message>
        <source>Prisoners taken</source>
        <translation>Gefangene genommen</translation>
    </message>
    <message>
        <source>The intelligence is gained.</source>
        <translation>Die Nachrichten sind gewonnen.</translation>
    </message>
    <message>
        <source>Demolition of the %1: the next die?</source>
        <translation>Sprengung: %1 – der nächste W6?</translation>
    </message>
    <message>
        <source>%1 tries</source>
        <translation>%1 versucht es</translation>
    </message>
    <message>
        <source>Spend a gunpowder barrel</source>
        <translation>Ein Pulverfass verbrauchen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>The demolition stops; it may be tried again later.</source>
        <translation>Die Sprengung wird abgebrochen; sie kann später erneut versucht werden.</translation>
    </message>
    <message>
        <source>Demolition</source>
        <translation>Sprengung</translation>
    </message>
    <message>
        <source>A demolition mishap</source>
        <translation>Ein Sprengunglück</translation>
    </message>
    <message>
        <source>Nothing comes of it.</source>
        <translation>Nichts kommt dabei heraus.</translation>
    </message>
    <message>
        <source>The %1 is destroyed.</source>
        <translation>%1 ist zerstört.</translation>
    </message>
    <message>
        <source>The %1 burns</source>
        <translation>%1 brennt</translation>
    </message>
    <message>
        <source>The reward of the %1: which?</source>
        <translation>Die Belohnung für %1: welche?</translation>
    </message>
    <message>
        <source>%1 RP</source>
        <translation>%1 RP</translation>
    </message>
    <message>
        <source>Ops +%1</source>
        <translation>Ops +%1</translation>
    </message>
    <message>
        <source>Turn up a face-down marker</source>
        <translation>Einen verdeckten Marker aufdecken</translation>
    </message>
    <message>
        <source>The reward of the %1</source>
        <translation>Die Belohnung für %1</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <source>Build the Ranger Camp at %1 for 3 RP?</source>
        <translation>Das Ranger-Lager bei %1 für 3 RP errichten?</translation>
    </message>
    <message>
        <source>Not here</source>
        <translation>Nicht hier</translation>
    </message>
    <message>
        <source>Build the camp (3 RP)</source>
        <translation>Das Lager errichten (3 RP)</translation>
    </message>
    <message>
        <source>The camp is built at %1</source>
        <translation>Das Lager wird bei %1 errichtet</translation>
    </message>
    <message>
        <source>Prisoners are brought home safe.</source>
        <translation>Die Gefangenen werden sicher heimgebracht.</translation>
    </message>
    <message>
        <source>Take the reward as it is offered.</source>
        <translation>Nehmen Sie die Belohnung, wie sie angeboten wird.</translation>
    </message>
    <message>
        <source>That item is not to be had.</source>
        <translation>Dieser Gegenstand ist nicht zu haben.</translation>
    </message>
    <message>
        <source>That unit is not with the force or has no free hand.</source>
        <translation>Diese Einheit ist nicht bei der Truppe oder hat keine Hand frei.</translation>
    </message>
</context>
<context>
    <name>RogersRangersOperation</name>
    <message>
        <source>No unit is left that can operate.</source>
        <translation>Es ist keine einsatzfähige Einheit mehr übrig.</translation>
    </message>
    <message>
        <source>Op %1 (%2 Ops left): choose the force that operates.</source>
        <translation>Op %1 (%2 Ops übrig): Wählen Sie die Truppe, die operiert.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Buy an Op (2 RP)</source>
        <translation>Eine Op kaufen (2 RP)</translation>
    </message>
    <message>
        <source>End the mission now: its victory is met</source>
        <translation>Die Mission jetzt beenden: ihr Sieg ist erreicht</translation>
    </message>
    <message>
        <source>Choose a space with your units, and some of them.</source>
        <translation>Wählen Sie ein Feld mit Ihren Einheiten und einige davon.</translation>
    </message>
    <message>
        <source>%1 is not one of the units there.</source>
        <translation>%1 gehört nicht zu den Einheiten dort.</translation>
    </message>
    <message>
        <source>An Op bought</source>
        <translation>Eine Op gekauft</translation>
    </message>
    <message>
        <source>You end the mission.</source>
        <translation>Sie beenden die Mission.</translation>
    </message>
    <message>
        <source>Op %1: %2 operate from %3</source>
        <translation>Op %1: %2 operieren von %3 aus</translation>
    </message>
    <message>
        <source>What does the force at %1 do?</source>
        <translation>Was tut die Truppe bei %1?</translation>
    </message>
    <message>
        <source>Stay where it is</source>
        <translation>Bleiben, wo sie ist</translation>
    </message>
    <message>
        <source>March to %1</source>
        <translation>Nach %1 marschieren</translation>
    </message>
    <message>
        <source>Take to the boats (roll a die)</source>
        <translation>In die Boote (einen W6 würfeln)</translation>
    </message>
    <message>
        <source>Scout the marker at %1</source>
        <translation>Den Marker bei %1 auskundschaften</translation>
    </message>
    <message>
        <source>Resupply at the camp</source>
        <translation>Nachschub im Lager</translation>
    </message>
    <message>
        <source>Rally at the camp</source>
        <translation>Sammeln im Lager</translation>
    </message>
    <message>
        <source>Refit at Rogers Island</source>
        <translation>Neu ausrüsten auf Rogers Island</translation>
    </message>
    <message>
        <source>Hand %1 from %2 to %3</source>
        <translation>%1 von %2 an %3 übergeben</translation>
    </message>
    <message>
        <source>Scouting %1%2</source>
        <translation>Aufklärung %1%2</translation>
    </message>
    <message>
        <source>, +1 with Rogers</source>
        <translation>, +1 mit Rogers</translation>
    </message>
    <message>
        <source>scouted</source>
        <translation>ausgekundschaftet</translation>
    </message>
    <message>
        <source>The scouts learn nothing.</source>
        <translation>Die Späher erfahren nichts.</translation>
    </message>
    <message>
        <source>Resupply: buy gear at the camp (%1 RP).</source>
        <translation>Nachschub: Ausrüstung im Lager kaufen (%1 RP).</translation>
    </message>
    <message>
        <source>Refit: buy units and gear at Rogers Island (%1 RP).</source>
        <translation>Neuausrüstung: Einheiten und Ausrüstung auf Rogers Island kaufen (%1 RP).</translation>
    </message>
    <message>
        <source>The force stays at %1.</source>
        <translation>Die Truppe bleibt bei %1.</translation>
    </message>
    <message>
        <source>%1 hands %2 to %3.</source>
        <translation>%1 übergibt %2 an %3.</translation>
    </message>
    <message>
        <source>The rally brings nobody in.</source>
        <translation>Das Sammeln bringt niemanden ein.</translation>
    </message>
    <message>
        <source>Rally at the camp: %1 come in.</source>
        <translation>Sammeln im Lager: %1 treffen ein.</translation>
    </message>
    <message>
        <source>Rally at the camp: which forces come in?</source>
        <translation>Sammeln im Lager: welche Truppen treffen ein?</translation>
    </message>
    <message>
        <source>None of them</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>All of them: %1</source>
        <translation>Alle: %1</translation>
    </message>
    <message>
        <source>Only from %1</source>
        <translation>Nur von %1</translation>
    </message>
    <message>
        <source>%1 is not a force in reach of the camp, or is named twice.</source>
        <translation>%1 ist keine Truppe in Reichweite des Lagers oder ist doppelt genannt.</translation>
    </message>
</context>
<context>
    <name>RogersRangersPaper</name>
    <message>
        <source>%1: the set-up</source>
        <translation>%1: der Aufbau</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>As the mission gives it</source>
        <translation>Wie die Mission es vorgibt</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Ops, RP, Alert</source>
        <translation>Ops, RP, Alarmstufe</translation>
    </message>
    <message>
        <source>%1 Ops, %2 RP, Alert %3</source>
        <translation>%1 Ops, %2 RP, Alarmstufe %3</translation>
    </message>
    <message>
        <source>Markers, face down</source>
        <translation>Marker, verdeckt</translation>
    </message>
    <message>
        <source>Garrisons</source>
        <translation>Besatzungen</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Placement, column %1 (two dice)</source>
        <translation>Platzierung, Spalte %1 (zwei W6)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Marker here</source>
        <translation>Marker hier</translation>
    </message>
    <message>
        <source>Tracks, to mark in pencil</source>
        <translation>Leisten, mit Bleistift zu markieren</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Kästchen</translation>
    </message>
    <message>
        <source>Ops left</source>
        <translation>Ops übrig</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alarmstufe</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers</source>
        <translation>Rogers&apos; Rangers</translation>
    </message>
    <message>
        <source>An Op, in order</source>
        <translation>Eine Op, der Reihe nach</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>What is done</source>
        <translation>Was getan wird</translation>
    </message>
    <message>
        <source>1. Force</source>
        <translation>1. Truppe</translation>
    </message>
    <message>
        <source>Choose units standing in one space (never the camp); Ops −1. Gear may change hands there.</source>
        <translation>Wählen Sie Einheiten, die in einem Feld stehen (nie das Lager); Ops −1. Ausrüstung darf dort den Besitzer wechseln.</translation>
    </message>
    <message>
        <source>2. Scout</source>
        <translation>2. Aufklärung</translation>
    </message>
    <message>
        <source>With Rangers: a face-down marker within 2 paths turns up on 4+ (+1 with Rogers); once an Op.</source>
        <translation>Mit Rangers: ein verdeckter Marker bis zu 2 Wege entfernt wird bei 4+ aufgedeckt (+1 mit Rogers); einmal pro Op.</translation>
    </message>
    <message>
        <source>3. Act</source>
        <translation>3. Handeln</translation>
    </message>
    <message>
        <source>March on trails up to the lowest allowance (+1 with friendly Indians), or row water paths a die plus it; stop at markers and hostiles. At the camp: Resupply or Rally. At Rogers Island: Refit.</source>
        <translation>Marschieren Sie auf Pfaden bis zur niedrigsten Bewegungsweite (+1 mit verbündeten Indianern) oder rudern Sie einen W6 plus diese auf Wasserwegen; Halt bei Markern und Feinden. Im Lager: Nachschub oder Sammeln. Auf Rogers Island: Neuausrüstung.</translation>
    </message>
    <message>
        <source>4. Card</source>
        <translation>4. Karte</translation>
    </message>
    <message>
        <source>Draw and carry out an operation card; at Rogers Island it is put away unread and the Alert drops by 1.</source>
        <translation>Ziehen Sie eine Operationskarte und führen Sie sie aus; auf Rogers Island wird sie ungelesen abgelegt und die Alarmstufe sinkt um 1.</translation>
    </message>
    <message>
        <source>5. Battles</source>
        <translation>5. Gefechte</translation>
    </message>
    <message>
        <source>Wherever your units and hostiles share a space, the force&apos;s space first.</source>
        <translation>Überall, wo Ihre Einheiten und Feinde ein Feld teilen, zuerst das Feld der Truppe.</translation>
    </message>
    <message>
        <source>6. Objectives</source>
        <translation>6. Ziele</translation>
    </message>
    <message>
        <source>Turn up a marker here (an Ambush springs); with no hostiles, one task; the camp may be built (3 RP).</source>
        <translation>Decken Sie hier einen Marker auf (ein Hinterhalt wird ausgelöst); ohne Feinde eine Aufgabe; das Lager kann errichtet werden (3 RP).</translation>
    </message>
    <message>
        <source>7. Supply</source>
        <translation>7. Versorgung</translation>
    </message>
    <message>
        <source>More than 4 paths from Rogers Island and the camp: spend a Supplies, or lose a unit unless next to either.</source>
        <translation>Mehr als 4 Wege von Rogers Island und dem Lager entfernt: Vorräte verbrauchen oder eine Einheit verlieren, außer neben einem von beiden.</translation>
    </message>
    <message>
        <source>Your pieces</source>
        <translation>Ihre Spielsteine</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Allowance</source>
        <translation>Bewegungsweite</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>The hostiles</source>
        <translation>Die Feinde</translation>
    </message>
    <message>
        <source>Forest, village</source>
        <translation>Wald, Dorf</translation>
    </message>
    <message>
        <source>Fort, open</source>
        <translation>Fort, offen</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>W6</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Gefechte</translation>
    </message>
    <message>
        <source>Tactical Edge: each side rolls a die; yours +1 with a leader, +1 with Rangers, +1 for each long rifle; theirs +1 with a leader, +1 with CFM, +2 in an ambush. Ties roll again; the higher fires first every round.</source>
        <translation>Taktischer Vorteil: jede Seite würfelt einen W6; Ihr Wurf +1 mit einem Anführer, +1 mit Rangers, +1 je lange Büchse; der feindliche +1 mit einem Anführer, +1 mit CFM, +2 im Hinterhalt. Bei Gleichstand wird neu gewürfelt; der Höhere schießt in jeder Feuerrunde zuerst.</translation>
    </message>
    <message>
        <source>The hostiles line up highest value first and always shoot your topmost unit standing. Turn about, each unit fires once a round: a die at or under its value (+1 with a hatchet) kills; a 6 always misses. After a round you may retreat one trail path to a space without hostiles: a lost battle.</source>
        <translation>Die Feinde stellen sich mit dem höchsten Wert zuerst auf und schießen immer auf Ihre oberste noch stehende Einheit. Abwechselnd feuert jede Einheit einmal pro Feuerrunde: ein W6 bis zu ihrem Wert (+1 mit Beil) tötet; eine 6 verfehlt immer. Nach einer Feuerrunde dürfen Sie sich einen Pfad weit in ein Feld ohne Feinde zurückziehen: ein verlorenes Gefecht.</translation>
    </message>
    <message>
        <source>After: the Indian table for each side with Indians left; Escape for each leader of yours killed; won, a 6 brings Putnam or Stark; lost, Alert +1, a camp there is destroyed and prisoners are left. An ambush won gives Ops +1, lost Ops −1.</source>
        <translation>Danach: die Indianertabelle für jede Seite, die noch Indianer hat; Flucht für jeden Ihrer gefallenen Anführer; gewonnen, eine 6 bringt Putnam oder Stark; verloren, Alarmstufe +1, ein Lager dort wird zerstört und Gefangene werden zurückgelassen. Ein gewonnener Hinterhalt bringt Ops +1, ein verlorener Ops −1.</translation>
    </message>
    <message>
        <source>Indian table, hostile Indians</source>
        <translation>Indianertabelle, feindliche Indianer</translation>
    </message>
    <message>
        <source>all back into the cup</source>
        <translation>alle zurück in den Becher</translation>
    </message>
    <message>
        <source>one back into the cup</source>
        <translation>einer zurück in den Becher</translation>
    </message>
    <message>
        <source>they stay</source>
        <translation>sie bleiben</translation>
    </message>
    <message>
        <source>Alert +1</source>
        <translation>Alarmstufe +1</translation>
    </message>
    <message>
        <source>one more Indian drawn</source>
        <translation>ein weiterer Indianer gezogen</translation>
    </message>
    <message>
        <source>Indian table, friendly Indians</source>
        <translation>Indianertabelle, verbündete Indianer</translation>
    </message>
    <message>
        <source>all go home</source>
        <translation>alle gehen heim</translation>
    </message>
    <message>
        <source>one goes home</source>
        <translation>einer geht heim</translation>
    </message>
    <message>
        <source>a marker within 2 paths turned up</source>
        <translation>ein Marker bis zu 2 Wege entfernt aufgedeckt</translation>
    </message>
    <message>
        <source>Ops +1</source>
        <translation>Ops +1</translation>
    </message>
    <message>
        <source>Escape, for each leader killed</source>
        <translation>Flucht, für jeden gefallenen Anführer</translation>
    </message>
    <message>
        <source>killed, out of the game</source>
        <translation>gefallen, aus dem Spiel</translation>
    </message>
    <message>
        <source>lost in the woods for this mission</source>
        <translation>für diese Mission in den Wäldern verirrt</translation>
    </message>
    <message>
        <source>escaped to Rogers Island</source>
        <translation>nach Rogers Island entkommen</translation>
    </message>
    <message>
        <source>Demolition, a die each</source>
        <translation>Sprengung, je ein W6</translation>
    </message>
    <message>
        <source>mishap: Alert +1</source>
        <translation>Unglück: Alarmstufe +1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>destroyed: take the reward</source>
        <translation>zerstört: die Belohnung nehmen</translation>
    </message>
    <message>
        <source>The operation cards</source>
        <translation>Die Operationskarten</translation>
    </message>
    <message>
        <source>One of each, shuffled; the discards are shuffled again when the pile runs out</source>
        <translation>Je eine, gemischt; die Ablage wird neu gemischt, wenn der Stapel aufgebraucht ist</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <source>Encounter N: hostiles drawn into the force&apos;s space. War party N: drawn into a space rolled on the mission&apos;s column. Advance N: every war party walks up to N trail paths towards the nearest space with your units (never Rogers Island).</source>
        <translation>Begegnung N: Feinde werden in das Feld der Truppe gezogen. Kriegertrupp N: in ein Feld gezogen, das auf der Spalte der Mission erwürfelt wird. Vorrücken N: jeder Kriegertrupp zieht bis zu N Pfade weit auf das nächste Feld mit Ihren Einheiten zu (nie Rogers Island).</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers: the rules in short</source>
        <translation>Rogers&apos; Rangers: die Regeln in Kürze</translation>
    </message>
    <message>
        <source>The Op and the pieces</source>
        <translation>Die Op und die Spielsteine</translation>
    </message>
    <message>
        <source>%1 (difficulty: %2)</source>
        <translation>%1 (Schwierigkeit: %2)</translation>
    </message>
</context>
<context>
    <name>RogersRangersPieces</name>
    <message>
        <source>Rogers</source>
        <translation>Rogers</translation>
    </message>
    <message>
        <source>Putnam</source>
        <translation>Putnam</translation>
    </message>
    <message>
        <source>Stark</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Rangers</source>
        <translation>Rangers</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Leichte Infanterie</translation>
    </message>
    <message>
        <source>Pioneers</source>
        <translation>Pioniere</translation>
    </message>
    <message>
        <source>Ranger Militia</source>
        <translation>Ranger-Miliz</translation>
    </message>
    <message>
        <source>friendly Indians</source>
        <translation>verbündete Indianer</translation>
    </message>
    <message>
        <source>the light gun</source>
        <translation>leichtes Geschütz</translation>
    </message>
    <message>
        <source>the Ranger Camp</source>
        <translation>Ranger-Lager</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Vorräte</translation>
    </message>
    <message>
        <source>a gunpowder barrel</source>
        <translation>ein Pulverfass</translation>
    </message>
    <message>
        <source>a hatchet</source>
        <translation>ein Beil</translation>
    </message>
    <message>
        <source>a long rifle</source>
        <translation>eine lange Büchse</translation>
    </message>
    <message>
        <source>a boat</source>
        <translation>ein Boot</translation>
    </message>
    <message>
        <source>CFM</source>
        <translation>CFM</translation>
    </message>
    <message>
        <source>French regulars</source>
        <translation>Französische Linientruppen</translation>
    </message>
    <message>
        <source>hostile Indians</source>
        <translation>feindliche Indianer</translation>
    </message>
    <message>
        <source>French leader</source>
        <translation>Französischer Anführer</translation>
    </message>
</context>
<context>
    <name>RogersRangersQuestion</name>
    <message>
        <source>&quot;%1&quot; does not answer the question at hand: %2</source>
        <translation>„%1“ beantwortet die anstehende Frage nicht: %2</translation>
    </message>
</context>
<context>
    <name>RogersRangersReferee</name>
    <message>
        <source>The force is raised; %1 RP are left on the track.</source>
        <translation>Die Truppe ist aufgestellt; %1 RP bleiben auf der Leiste.</translation>
    </message>
    <message>
        <source>%1: a die, %2.</source>
        <translation>%1: ein W6, %2.</translation>
    </message>
    <message>
        <source>%1: two dice, %2 and %3, %4.</source>
        <translation>%1: zwei W6, %2 und %3, %4.</translation>
    </message>
    <message>
        <source>%1: the Alert stays at %2.</source>
        <translation>%1: die Alarmstufe bleibt bei %2.</translation>
    </message>
    <message>
        <source>%1: the Alert goes from %2 to %3.</source>
        <translation>%1: die Alarmstufe geht von %2 auf %3.</translation>
    </message>
    <message>
        <source>%1: Ops from %2 to %3.</source>
        <translation>%1: Ops von %2 auf %3.</translation>
    </message>
    <message>
        <source>%1: RP from %2 to %3.</source>
        <translation>%1: RP von %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 is won.</source>
        <translation>%1 ist gewonnen.</translation>
    </message>
    <message>
        <source>%1 is lost.</source>
        <translation>%1 ist verloren.</translation>
    </message>
    <message>
        <source>The Ops have run out.</source>
        <translation>Die Ops sind aufgebraucht.</translation>
    </message>
    <message>
        <source>Rogers is not back at Rogers Island or the camp.</source>
        <translation>Rogers ist nicht nach Rogers Island oder ins Lager zurückgekehrt.</translation>
    </message>
    <message>
        <source>Set-up: buy units and gear with your RP; they start at %1 with Rogers.</source>
        <translation>Aufstellung: Kaufen Sie Einheiten und Ausrüstung mit Ihren RP; sie beginnen in %1 mit Rogers.</translation>
    </message>
</context>
<context>
    <name>RogersRangersRuleset</name>
    <message>
        <source>The scenario names no mission: its &quot;mission&quot; must be scouting, frontier-raiding, rescue, big-campaign or campaign.</source>
        <translation>Das Szenario nennt keine Mission: seine „mission“ muss scouting, frontier-raiding, rescue, big-campaign oder campaign sein.</translation>
    </message>
    <message>
        <source>The scenario needs a side &quot;rangers&quot;, the player&apos;s.</source>
        <translation>Das Szenario braucht eine Seite „rangers“, die des Spielers.</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;difficulty&quot; is &quot;%1&quot;; it must be one of: %2.</source>
        <translation>Die „difficulty“ des Szenarios ist „%1“; sie muss eine von diesen sein: %2.</translation>
    </message>
</context>
<context>
    <name>RogersRangersSetUpDialog</name>
    <message>
        <source>%1: %2 Ops, %3 RP, Alert %4</source>
        <translation>%1: %2 Ops, %3 RP, Alarm %4</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers: the set-up</source>
        <translation>Rogers&apos; Rangers: der Aufbau</translation>
    </message>
    <message>
        <source>Which numbers do the missions start with?</source>
        <translation>Mit welchen Werten beginnen die Missionen?</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>%1: %2 Ops, %3 RP, Alert %4, as the rules give them</source>
        <translation>%1: %2 Ops, %3 RP, Alarm %4, wie die Regeln sie geben</translation>
    </message>
</context>
<context>
    <name>RogersRangersSetup</name>
    <message>
        <source>%1: %2 Ops, %3 RP, Alert %4. To win: %5</source>
        <translation>%1: %2 Ops, %3 RP, Alarmstufe %4. Zum Sieg: %5</translation>
    </message>
    <message>
        <source>The operation deck is shuffled: 26 cards.</source>
        <translation>Der Operationsstapel wird gemischt: 26 Karten.</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Einkauf beendet</translation>
    </message>
    <message>
        <source>%1 (%2 RP)</source>
        <translation>%1 (%2 RP)</translation>
    </message>
    <message>
        <source>That is not for sale now.</source>
        <translation>Das ist jetzt nicht zu kaufen.</translation>
    </message>
    <message>
        <source>That unit is not here or has no free slot.</source>
        <translation>Diese Einheit ist nicht hier oder hat keinen freien Platz.</translation>
    </message>
    <message>
        <source>%1 bought</source>
        <translation>%1 gekauft</translation>
    </message>
    <message>
        <source>%1 bought for %2</source>
        <translation>%1 für %2 gekauft</translation>
    </message>
    <message>
        <source>Difficulty: %1. %2</source>
        <translation>Schwierigkeit: %1. %2</translation>
    </message>
    <message>
        <source>Buy a unit or an item, not both in one order; a unit only as offered.</source>
        <translation>Kaufe eine Einheit oder einen Gegenstand, nicht beides in einem Befehl; eine Einheit nur wie angeboten.</translation>
    </message>
    <message>
        <source>%1 objective markers are placed face down by the placement table, column %2 (two dice a marker, thrown again onto a space taken: %3).</source>
        <translation>%1 Zielmarker werden verdeckt nach der Platzierungstabelle gelegt, Spalte %2 (zwei Würfel je Marker, neu geworfen bei einem besetzten Feld: %3).</translation>
    </message>
    <message>
        <source>he is out of the game, or of this mission</source>
        <translation>er ist aus dem Spiel, oder aus dieser Mission</translation>
    </message>
    <message>
        <source>it is not bought with recruit points</source>
        <translation>es wird nicht mit Rekrutierungspunkten gekauft</translation>
    </message>
    <message>
        <source>it costs %1 RP, with %2 left</source>
        <translation>es kostet %1 RP, und %2 sind übrig</translation>
    </message>
    <message>
        <source>all %1 are in play</source>
        <translation>alle %1 sind im Spiel</translation>
    </message>
    <message>
        <source>no unit here has a free hand to carry it</source>
        <translation>keine Einheit hier hat eine Hand frei, um es zu tragen</translation>
    </message>
    <message>
        <source>nothing of that name is sold</source>
        <translation>nichts dieses Namens wird verkauft</translation>
    </message>
</context>
<context>
    <name>RogersRangersSkirmish</name>
    <message>
        <source>%1 was killed.</source>
        <translation>%1 ist gefallen.</translation>
    </message>
    <message>
        <source>%1 ran from the field and is lost.</source>
        <translation>%1 ist vom Feld geflohen und verloren.</translation>
    </message>
    <message>
        <source>%1 withdrew from the field and is lost.</source>
        <translation>%1 hat sich vom Feld zurückgezogen und ist verloren.</translation>
    </message>
    <message>
        <source>%1 lost %2 of its %3 men, killed or wounded, and is lost.</source>
        <translation>%1 hat %2 seiner %3 Männer verloren, gefallen oder verwundet, und ist verloren.</translation>
    </message>
    <message>
        <source>The Raiders broke the enemy at %1.</source>
        <translation>Die Angreifer haben den Feind bei %1 gebrochen.</translation>
    </message>
    <message>
        <source>The enemy holds %1.</source>
        <translation>Der Feind hält %1.</translation>
    </message>
    <message>
        <source>Disturbed leaves</source>
        <translation>Aufgewühltes Laub</translation>
    </message>
    <message>
        <source>Birds startled</source>
        <translation>Aufgeschreckte Vögel</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers</source>
        <translation>Rogers&apos; Rangers</translation>
    </message>
    <message>
        <source>French and allies</source>
        <translation>Franzosen und Verbündete</translation>
    </message>
    <message>
        <source>Rogers&apos; men come up on the enemy at %1 from the south.</source>
        <translation>Rogers&apos; Männer stoßen bei %1 von Süden her auf den Feind.</translation>
    </message>
    <message>
        <source>On the way through %1 a volley comes out of the trees: the French and their allies lie hidden in the woods on both sides of the column.</source>
        <translation>Auf dem Weg durch %1 kracht eine Salve aus den Bäumen: die Franzosen und ihre Verbündeten liegen zu beiden Seiten der Kolonne im Wald verborgen.</translation>
    </message>
    <message>
        <source>The enemy has found the Rangers&apos; camp at %1; the camp guard stands behind the log breastwork.</source>
        <translation>Der Feind hat das Lager der Rangers bei %1 gefunden; die Lagerwache steht hinter der Brustwehr aus Baumstämmen.</translation>
    </message>
    <message>
        <source>Break them: the day is yours when every enemy group runs, withdraws or falls. If they still stand at the end of turn %1, %2 is theirs.</source>
        <translation>Brechen Sie sie: der Tag gehört Ihnen, wenn jede feindliche Gruppe flieht, sich zurückzieht oder fällt. Stehen sie am Ende von Zug %1 noch, gehört %2 ihnen.</translation>
    </message>
    <message>
        <source>Skirmish at %1</source>
        <translation>Scharmützel bei %1</translation>
    </message>
    <message>
        <source>West wood</source>
        <translation>Westwald</translation>
    </message>
    <message>
        <source>East wood</source>
        <translation>Ostwald</translation>
    </message>
    <message>
        <source>North wood</source>
        <translation>Nordwald</translation>
    </message>
    <message>
        <source>South wood</source>
        <translation>Südwald</translation>
    </message>
    <message>
        <source>Windfall</source>
        <translation>Windbruch</translation>
    </message>
    <message>
        <source>Forest track</source>
        <translation>Waldweg</translation>
    </message>
    <message>
        <source>Farmhouse</source>
        <translation>Bauernhaus</translation>
    </message>
    <message>
        <source>West field fence</source>
        <translation>Zaun des Westfelds</translation>
    </message>
    <message>
        <source>East field fence</source>
        <translation>Zaun des Ostfelds</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>South-west wood</source>
        <translation>Südwestwald</translation>
    </message>
    <message>
        <source>South-east wood</source>
        <translation>Südostwald</translation>
    </message>
    <message>
        <source>The fort</source>
        <translation>Das Fort</translation>
    </message>
    <message>
        <source>West barracks</source>
        <translation>Westbaracke</translation>
    </message>
    <message>
        <source>East barracks</source>
        <translation>Ostbaracke</translation>
    </message>
    <message>
        <source>Road to the gate</source>
        <translation>Straße zum Tor</translation>
    </message>
    <message>
        <source>Cabin %1</source>
        <translation>Hütte %1</translation>
    </message>
    <message>
        <source>Garden %1</source>
        <translation>Garten %1</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>The lake</source>
        <translation>Der See</translation>
    </message>
    <message>
        <source>The river</source>
        <translation>Der Fluss</translation>
    </message>
    <message>
        <source>Log breastwork</source>
        <translation>Brustwehr aus Baumstämmen</translation>
    </message>
    <message>
        <source>Maj. Robert Rogers</source>
        <translation>Maj. Robert Rogers</translation>
    </message>
    <message>
        <source>Capt. Israel Putnam</source>
        <translation>Hptm. Israel Putnam</translation>
    </message>
    <message>
        <source>Capt. John Stark</source>
        <translation>Hptm. John Stark</translation>
    </message>
    <message>
        <source>Ranger company</source>
        <translation>Ranger-Kompanie</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Sergeant</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation>Leichte Infanterie</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <source>Light infantryman</source>
        <translation>Leichter Infanterist</translation>
    </message>
    <message>
        <source>Pioneers</source>
        <translation>Pioniere</translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation>Pionier</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Militiaman</source>
        <translation>Milizionär</translation>
    </message>
    <message>
        <source>Stockbridge war band</source>
        <translation>Kriegerschar aus Stockbridge</translation>
    </message>
    <message>
        <source>War chief</source>
        <translation>Kriegshäuptling</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Gun crew</source>
        <translation>Geschützbedienung</translation>
    </message>
    <message>
        <source>Bombardier</source>
        <translation>Bombardier</translation>
    </message>
    <message>
        <source>Gunner</source>
        <translation>Kanonier</translation>
    </message>
    <message>
        <source>Camp guard</source>
        <translation>Lagerwache</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Partisan officer</source>
        <translation>Partisanenoffizier</translation>
    </message>
    <message>
        <source>The skirmish rules have no cannon: the light gun stays off the table and its crew fights with muskets.</source>
        <translation>Die Scharmützelregeln kennen keine Kanonen: das leichte Geschütz bleibt vom Tisch, und seine Bedienung kämpft mit Musketen.</translation>
    </message>
    <message>
        <source>Supplies, gunpowder barrels and boats play no part in the skirmish; they stay with the units that carry them.</source>
        <translation>Vorräte, Pulverfässer und Boote spielen im Scharmützel keine Rolle; sie bleiben bei den Einheiten, die sie tragen.</translation>
    </message>
    <message>
        <source>The Rangers won the Tactical Edge: they take the first turn.</source>
        <translation>Die Rangers haben den taktischen Vorteil gewonnen: sie haben den ersten Zug.</translation>
    </message>
    <message>
        <source>The enemy won the Tactical Edge: they take the first turn.</source>
        <translation>Der Feind hat den taktischen Vorteil gewonnen: er hat den ersten Zug.</translation>
    </message>
    <message>
        <source>%1 went down in the skirmish.</source>
        <translation>%1 ist im Scharmützel zu Boden gegangen.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>RogersRangersSkirmishHandover</name>
    <message>
        <source>Save the Skirmish&apos;s Table</source>
        <translation>Tisch des Scharmützels speichern</translation>
    </message>
    <message>
        <source>Ambuscade scenarios (*.ambuscade.json)</source>
        <translation>Ambuscade-Szenarien (*.ambuscade.json)</translation>
    </message>
    <message>
        <source>The skirmish&apos;s table is saved. Save this game too; then open the table, play it to its end and save that game; reopen this one and carry the skirmish&apos;s result back.</source>
        <translation>Der Tisch des Scharmützels ist gespeichert. Speichern Sie auch diese Partie; öffnen Sie dann den Tisch, spielen Sie ihn zu Ende und speichern Sie jene Partie; öffnen Sie diese wieder und übernehmen Sie das Ergebnis des Scharmützels.</translation>
    </message>
    <message>
        <source>The Skirmish&apos;s Saved Game</source>
        <translation>Die gespeicherte Partie des Scharmützels</translation>
    </message>
    <message>
        <source>Ambuscade games (*.ambuscade-game.json)</source>
        <translation>Ambuscade-Partien (*.ambuscade-game.json)</translation>
    </message>
    <message>
        <source>Fall Back</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>No battle is waiting for its skirmish.</source>
        <translation>Kein Gefecht wartet auf sein Scharmützel.</translation>
    </message>
    <message>
        <source>skirmish</source>
        <translation>Scharmützel</translation>
    </message>
    <message>
        <source>The skirmish is lost. Left standing: %1. Where do they fall back?</source>
        <translation>Das Scharmützel ist verloren. Noch stehen: %1. Wohin ziehen sie sich zurück?</translation>
    </message>
</context>
<context>
    <name>RogersRangersStacksOverlay</name>
    <message>
        <source>Rogers</source>
        <translation>Rogers</translation>
    </message>
    <message>
        <source>Rogers +%1</source>
        <translation>Rogers +%1</translation>
    </message>
</context>
<context>
    <name>RogersRangersSupply</name>
    <message>
        <source>Supply check at %1: %2 spends a Supplies.</source>
        <translation>Versorgungsprobe bei %1: %2 verbraucht Vorräte.</translation>
    </message>
    <message>
        <source>Supply check at %1: near enough to home, nothing is lost.</source>
        <translation>Versorgungsprobe bei %1: nah genug an daheim, nichts geht verloren.</translation>
    </message>
    <message>
        <source>Supply check at %1 failed: which unit is lost?</source>
        <translation>Versorgungsprobe bei %1 misslungen: welche Einheit geht verloren?</translation>
    </message>
    <message>
        <source>Out of supplies</source>
        <translation>Ohne Vorräte</translation>
    </message>
</context>
<context>
    <name>RogersRangersTerm</name>
    <message>
        <source>staging area</source>
        <translation>Sammelplatz</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>river with a trail on its bank</source>
        <translation>Fluss mit Uferpfad</translation>
    </message>
    <message>
        <source>lake with a trail along its shore</source>
        <translation>See mit Uferpfad</translation>
    </message>
    <message>
        <source>Lake George</source>
        <translation>Lake George</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>Kanada</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Depot</source>
        <translation>Depot</translation>
    </message>
    <message>
        <source>Hostile Village</source>
        <translation>Feindliches Dorf</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>Intel</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Scouting</source>
        <translation>Aufklärung</translation>
    </message>
    <message>
        <source>Frontier Raiding</source>
        <translation>Streifzüge an der Grenze</translation>
    </message>
    <message>
        <source>Rescue</source>
        <translation>Befreiung</translation>
    </message>
    <message>
        <source>Big Campaign</source>
        <translation>Großer Feldzug</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a placement roll and its column</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RogersRangersText</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
</context>
<context>
    <name>RosterSheet</name>
    <message>
        <source>%1, bayonet</source>
        <translation>%1, Bajonett</translation>
    </message>
    <message>
        <source>Strength %1. Risk factor for casualties: %2.</source>
        <translation>Stärke %1. Risikofaktor für Verluste: %2.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>S / M / L cm</source>
        <translation>K / M / W cm</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Move cm</source>
        <translation>Beweg. cm</translation>
    </message>
    <message>
        <source>Cmd dice</source>
        <translation>Befehlsw.</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Geladen</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Fliehend</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>Zurückziehend</translation>
    </message>
    <message>
        <source>Retreating</source>
        <translation>Auf Rückzug</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Truppenliste</translation>
    </message>
    <message>
        <source>%1: roster</source>
        <translation>%1: Truppenliste</translation>
    </message>
    <message>
        <source>Figures in no group</source>
        <translation>Figuren ohne Gruppe</translation>
    </message>
    <message>
        <source>Faction: %1.</source>
        <translation>Fraktion: %1.</translation>
    </message>
    <message>
        <source>%1 lost +%2</source>
        <translation>%1 verloren +%2</translation>
    </message>
</context>
<context>
    <name>RotateTool</name>
    <message>
        <source>Press on a figure and drag: the selected figures turn to face the mouse.</source>
        <translation>Auf eine Figur drücken und ziehen: die ausgewählten Figuren drehen sich zur Maus.</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Figuren drehen</translation>
    </message>
</context>
<context>
    <name>RouteTool</name>
    <message>
        <source>Draw patrol route</source>
        <translation>Patrouillenroute zeichnen</translation>
    </message>
    <message>
        <source>Click a figure of the group that patrols, then click the route&apos;s points (double-click or Enter ends it).</source>
        <translation>Klicken Sie eine Figur der patrouillierenden Gruppe an, dann die Punkte der Route (Doppelklick oder Eingabe beendet sie).</translation>
    </message>
    <message>
        <source>Drag a point of the route to move it; double-click a point to delete it, a leg to add one; click elsewhere to draw the route afresh.</source>
        <translation>Ziehen Sie einen Punkt der Route, um ihn zu verschieben; Doppelklick auf einen Punkt löscht ihn, auf einen Abschnitt fügt einen ein; Klick anderswo zeichnet die Route neu.</translation>
    </message>
    <message>
        <source>Move route point</source>
        <translation>Routenpunkt verschieben</translation>
    </message>
    <message>
        <source>Delete route point</source>
        <translation>Routenpunkt löschen</translation>
    </message>
    <message>
        <source>Insert route point</source>
        <translation>Routenpunkt einfügen</translation>
    </message>
    <message>
        <source>%1 patrols: click the route&apos;s points on the table; double-click or Enter ends it.</source>
        <translation>%1 patrouilliert: die Punkte der Route auf dem Tisch anklicken; Doppelklick oder Enter beendet sie.</translation>
    </message>
    <message>
        <source>That is not a man of a group: click a figure of the group that patrols.</source>
        <translation>Das ist kein Mann einer Gruppe: eine Figur der patrouillierenden Gruppe anklicken.</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>French and Indian Wars skirmish</source>
        <translation>Scharmützel im Franzosen- und Indianerkrieg</translation>
    </message>
    <message>
        <source>a bayonet fits only a musket</source>
        <translation>ein Bajonett passt nur auf eine Muskete</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>%1: short %2, medium %3, long %4 cm; melee %5</source>
        <translation>%1: kurz %2, mittel %3, weit %4 cm; Nahkampf %5</translation>
    </message>
    <message>
        <source>%1: melee %2</source>
        <translation>%1: Nahkampf %2</translation>
    </message>
    <message>
        <source>Move %1 cm</source>
        <translation>Bewegung %1 cm</translation>
    </message>
    <message>
        <source>Command dice: %1D6</source>
        <translation>Befehlswürfel: %1W6</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>%1 plays no games in this version</source>
        <translation>%1 spielt in dieser Version keine Partien</translation>
    </message>
    <message>
        <source>A game needs troops on two sides.</source>
        <translation>Eine Partie braucht Truppen auf zwei Seiten.</translation>
    </message>
    <message>
        <source>Chosen Men Fat</source>
        <translation>Chosen Men Fat</translation>
    </message>
    <message>
        <source>Steeplechase</source>
        <translation>Steeplechase</translation>
    </message>
    <message>
        <source>Ranger Commandos</source>
        <translation>Ranger Commandos</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers</source>
        <translation>Rogers&apos; Rangers</translation>
    </message>
    <message>
        <source>%1 offers no difficulties to choose from</source>
        <translation>%1 bietet keine Schwierigkeitsgrade zur Wahl</translation>
    </message>
    <message>
        <source>%1 has no difficulty &quot;%2&quot;; it has: %3 (the first is the default)</source>
        <translation>%1 hat keinen Schwierigkeitsgrad „%2“; es gibt: %3 (der erste ist die Vorgabe)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>all turns</source>
        <translation>alle Züge</translation>
    </message>
    <message>
        <source>%1 is the only hero of %2 and a group by himself. Beside another group he counts as one of its men and his own group as gone, so %2 loses as soon as its other groups run or withdraw: it can lose on the first turn with nobody hurt. More groups on its side make that less likely.</source>
        <translation>%1 ist der einzige Held von %2 und eine Gruppe für sich. Neben einer anderen Gruppe zählt er als einer ihrer Männer und seine eigene Gruppe als verloren; %2 verliert also, sobald seine anderen Gruppen fliehen oder sich zurückziehen, und kann schon im ersten Zug ohne einen Verwundeten verlieren. Mehr Gruppen auf seiner Seite machen das unwahrscheinlicher.</translation>
    </message>
    <message>
        <source>%1 has one group only, so it loses the day as soon as that group runs or withdraws: one roll on the Actions table can do that on the first turn, with nobody hurt. A second group makes it less likely.</source>
        <translation>%1 hat nur eine Gruppe und verliert, sobald sie flieht oder zurückweicht: Ein Wurf auf der Aktionstabelle kann das schon im ersten Zug bewirken, ohne dass jemand verwundet ist. Eine zweite Gruppe macht das unwahrscheinlicher.</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <source>is missing (expected %1)</source>
        <translation>fehlt (erwartet: %1)</translation>
    </message>
    <message>
        <source>should be %1, not %2</source>
        <translation>sollte %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>ist %1 Zeichen lang; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>„%1“ ist keine gültige Kennung (Buchstaben, Ziffern, „-“, „_“ und „.“ verwenden)</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>is not a finite number</source>
        <translation>ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2, not %3</source>
        <translation>sollte eine ganze Zahl von %1 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>holds %1 entries; at most %2 are allowed</source>
        <translation>enthält %1 Einträge; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>should be a point [x, y] in cm</source>
        <translation>sollte ein Punkt [x, y] in cm sein</translation>
    </message>
    <message>
        <source>is not a finite point</source>
        <translation>ist kein endlicher Punkt</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;; a scenario file says &quot;%2&quot;</source>
        <translation>ist „%1“; eine Szenariodatei sagt „%2“</translation>
    </message>
    <message>
        <source>the file was written by a newer Ambuscade (format version %1); this one reads up to version %2</source>
        <translation>die Datei wurde von einem neueren Ambuscade geschrieben (Formatversion %1); dieses liest bis Version %2</translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Regelwerk „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>is %1 cm; a table is from %2 to %3 cm</source>
        <translation>ist %1 cm; ein Tisch misst %2 bis %3 cm</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>sollte ein Objekt sein</translation>
    </message>
    <message>
        <source>the file holds more than %1 points in all</source>
        <translation>die Datei enthält insgesamt mehr als %1 Punkte</translation>
    </message>
    <message>
        <source>needs at least %1 points, has %2</source>
        <translation>braucht mindestens %1 Punkte, hat %2</translation>
    </message>
    <message>
        <source>(%1, %2) is off the %3 × %4 cm table</source>
        <translation>(%1, %2) liegt außerhalb des Tisches von %3 × %4 cm</translation>
    </message>
    <message>
        <source>%1 is off the table (0 to %2 cm)</source>
        <translation>%1 liegt außerhalb des Tisches (0 bis %2 cm)</translation>
    </message>
    <message>
        <source>another %1 already has the id &quot;%2&quot;</source>
        <translation>ein anderes Element (%1) hat schon die Kennung „%2“</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (known: %3)</source>
        <translation>unbekannt (%1): „%2“ (bekannt: %3)</translation>
    </message>
    <message>
        <source>terrain feature</source>
        <translation>Geländestück</translation>
    </message>
    <message>
        <source>unknown terrain kind &quot;%1&quot;</source>
        <translation>unbekannte Geländeart „%1“</translation>
    </message>
    <message>
        <source>unknown shape &quot;%1&quot; (polygon, polyline or ellipse)</source>
        <translation>unbekannte Form „%1“ (polygon, polyline oder ellipse)</translation>
    </message>
    <message>
        <source>%1 is an area: draw it as a polygon or an ellipse</source>
        <translation>%1 ist eine Fläche: als Polygon oder Ellipse zeichnen</translation>
    </message>
    <message>
        <source>%1 is a line: draw it as a polyline</source>
        <translation>%1 ist eine Linie: als Linienzug zeichnen</translation>
    </message>
    <message>
        <source>should be more than 0 and at most 100 cm</source>
        <translation>sollte mehr als 0 und höchstens 100 cm sein</translation>
    </message>
    <message>
        <source>the polygon encloses no area</source>
        <translation>das Polygon umschließt keine Fläche</translation>
    </message>
    <message>
        <source>an ellipse is two opposite corners of its bounding box</source>
        <translation>eine Ellipse wird durch zwei gegenüberliegende Ecken ihres Rahmens angegeben</translation>
    </message>
    <message>
        <source>the ellipse has no width or no height</source>
        <translation>die Ellipse hat keine Breite oder keine Höhe</translation>
    </message>
    <message>
        <source>the line has no length</source>
        <translation>die Linie hat keine Länge</translation>
    </message>
    <message>
        <source>a scenario needs at least one side</source>
        <translation>ein Szenario braucht mindestens eine Seite</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>should be &quot;player&quot; or &quot;ai&quot;, not &quot;%1&quot;</source>
        <translation>sollte „player“ oder „ai“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour (write it as #rrggbb)</source>
        <translation>„%1“ ist keine Farbe (als #rrggbb schreiben)</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>no side has the id &quot;%1&quot;</source>
        <translation>keine Seite hat die Kennung „%1“</translation>
    </message>
    <message>
        <source>unknown order &quot;%1&quot; (hold, advance, patrol or ambush)</source>
        <translation>unbekannter Befehl „%1“ (hold, advance, patrol oder ambush)</translation>
    </message>
    <message>
        <source>should be a distance above 0 cm</source>
        <translation>sollte eine Entfernung über 0 cm sein</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>group &quot;%1&quot; belongs to side &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>Gruppe „%1“ gehört zur Seite „%2“, nicht „%3“</translation>
    </message>
    <message>
        <source>no group has the id &quot;%1&quot;</source>
        <translation>keine Gruppe hat die Kennung „%1“</translation>
    </message>
    <message>
        <source>a base is from %1 to %2 cm across</source>
        <translation>eine Base misst %1 bis %2 cm im Durchmesser</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot; (hidden, dummy or objective)</source>
        <translation>unbekannter Marker „%1“ (hidden, dummy oder objective)</translation>
    </message>
    <message>
        <source>the marker hides a group of side &quot;%1&quot;</source>
        <translation>der Marker verbirgt eine Gruppe der Seite „%1“</translation>
    </message>
    <message>
        <source>unknown objective &quot;%1&quot; (reach, hold, destroy, rescue or exit)</source>
        <translation>unbekanntes Ziel „%1“ (reach, hold, destroy, rescue oder exit)</translation>
    </message>
    <message>
        <source>no terrain feature has the id &quot;%1&quot;</source>
        <translation>kein Geländestück hat die Kennung „%1“</translation>
    </message>
    <message>
        <source>no marker has the id &quot;%1&quot;</source>
        <translation>kein Marker hat die Kennung „%1“</translation>
    </message>
    <message>
        <source>a destroy objective names a terrain feature or a marker</source>
        <translation>ein Zerstörungsziel nennt ein Geländestück oder einen Marker</translation>
    </message>
    <message>
        <source>should be top, bottom, left or right, not &quot;%1&quot;</source>
        <translation>sollte top, bottom, left oder right sein, nicht „%1“</translation>
    </message>
    <message>
        <source>the file is %1 MiB; scenario files are at most %2 MiB</source>
        <translation>die Datei hat %1 MiB; Szenariodateien haben höchstens %2 MiB</translation>
    </message>
    <message>
        <source>a scenario file holds one JSON object</source>
        <translation>eine Szenariodatei enthält ein JSON-Objekt</translation>
    </message>
    <message>
        <source>reading stopped here: the file has more than %1 problems; mend those listed first</source>
        <translation>Lesen hier abgebrochen: die Datei hat mehr als %1 Probleme; beheben Sie zuerst die aufgeführten</translation>
    </message>
    <message>
        <source>only a building has doorways</source>
        <translation>nur ein Gebäude hat Türen</translation>
    </message>
    <message>
        <source>the doorway is not on the building&apos;s outline</source>
        <translation>die Tür liegt nicht auf dem Umriss des Gebäudes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is none of this rule set&apos;s opponents (%2)</source>
        <translation>„%1“ ist keiner der Gegner dieses Regelwerks (%2)</translation>
    </message>
    <message>
        <source>%1: %2 stands there</source>
        <translation>%1: dort steht %2</translation>
    </message>
</context>
<context>
    <name>ScenarioWriter</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>SearchOpponent</name>
    <message>
        <source>Thought ahead — %1: scored %2 % over %3 playouts</source>
        <translation>Vorausgedacht — %1: %2 % in %3 durchgespielten Partien erzielt</translation>
    </message>
    <message>
        <source> (every order scored alike on each sample: no more playouts)</source>
        <translation> (jeder Befehl erzielte bei jeder Stichprobe dasselbe: keine weiteren durchgespielten Partien)</translation>
    </message>
    <message>
        <source>%1 %2 % of %3</source>
        <translation>%1 %2 % von %3</translation>
    </message>
    <message>
        <source> (its own order kept: another led on these few playouts, but did not do clearly better on fresh ones set aside to check it)</source>
        <translation> (sein eigener Befehl bleibt: ein anderer lag in diesen wenigen durchgespielten Partien vorn, war aber in frischen, zur Prüfung zurückgehaltenen nicht deutlich besser)</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Click to select, Shift+click to add; drag to move; drag on open ground to select an area. Double-click a terrain edge to add a corner, a corner to remove it.</source>
        <translation>Klicken zum Auswählen, Umschalt+Klick zum Hinzufügen; ziehen zum Verschieben; auf freiem Boden ziehen, um einen Bereich auszuwählen. Doppelklick auf eine Geländekante fügt eine Ecke ein, auf eine Ecke entfernt sie.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation>Ecke verschieben</translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation>Ecke löschen</translation>
    </message>
    <message>
        <source>Insert corner</source>
        <translation>Ecke einfügen</translation>
    </message>
</context>
<context>
    <name>ShapeTool</name>
    <message>
        <source>Drag out the shape.</source>
        <translation>Die Form aufziehen.</translation>
    </message>
    <message>
        <source>Click each corner; double-click or Enter to finish, Backspace to take one back, Escape to drop it.</source>
        <translation>Jede Ecke anklicken; Doppelklick oder Eingabe zum Beenden, Rücktaste nimmt eine zurück, Escape verwirft die Form.</translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>%1 has no computer opponent to play both sides</source>
        <translation>%1 hat keinen Computergegner, der beide Seiten spielt</translation>
    </message>
</context>
<context>
    <name>Steeplechase</name>
    <message>
        <source>excellent horseman</source>
        <translation>ausgezeichneter Reiter</translation>
    </message>
    <message>
        <source>superb horse</source>
        <translation>prächtiges Pferd</translation>
    </message>
    <message>
        <source>cunning</source>
        <translation>gerissen</translation>
    </message>
    <message>
        <source>run-up under 3 in or over 12 in ridden</source>
        <translation>Anlauf unter 3 Zoll oder über 12 Zoll geritten</translation>
    </message>
    <message>
        <source>run-up of 3 to 6 in</source>
        <translation>Anlauf von 3 bis 6 Zoll</translation>
    </message>
    <message>
        <source>a mounted companion helps</source>
        <translation>ein berittener Gefährte hilft</translation>
    </message>
    <message>
        <source>the horse is fatigued</source>
        <translation>das Pferd ist erschöpft</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>beritten</translation>
    </message>
    <message>
        <source>braggart</source>
        <translation>Prahler</translation>
    </message>
    <message>
        <source>famous swordsman</source>
        <translation>berühmter Fechter</translation>
    </message>
    <message>
        <source>pouch of coins</source>
        <translation>Geldbeutel</translation>
    </message>
    <message>
        <source>bottle of wine</source>
        <translation>Flasche Wein</translation>
    </message>
    <message>
        <source>pistol</source>
        <translation>Pistole</translation>
    </message>
    <message>
        <source>loaf of bread</source>
        <translation>Laib Brot</translation>
    </message>
    <message>
        <source>energetic</source>
        <translation>bei Kräften</translation>
    </message>
    <message>
        <source>a drink</source>
        <translation>trinken</translation>
    </message>
    <message>
        <source>thirsty</source>
        <translation>durstig</translation>
    </message>
    <message>
        <source>a meal</source>
        <translation>essen</translation>
    </message>
    <message>
        <source>hungry</source>
        <translation>hungrig</translation>
    </message>
    <message>
        <source>sleep</source>
        <translation>schlafen</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>entkräftet</translation>
    </message>
    <message>
        <source>on foot</source>
        <translation>zu Fuß</translation>
    </message>
    <message>
        <source>on a fatigued horse</source>
        <translation>auf einem müden Pferd</translation>
    </message>
    <message>
        <source>on a fresh horse</source>
        <translation>auf einem frischen Pferd</translation>
    </message>
    <message>
        <source>on a fresh superb horse</source>
        <translation>auf einem frischen prächtigen Pferd</translation>
    </message>
    <message>
        <source>Jumping a stream</source>
        <translation>Sprung über einen Bach</translation>
    </message>
    <message>
        <source>Thrown into the water on the near bank; the horse runs loose.</source>
        <translation>Am diesseitigen Ufer ins Wasser abgeworfen; das Pferd läuft davon.</translation>
    </message>
    <message>
        <source>The horse balks and stands in the stream.</source>
        <translation>Das Pferd scheut und bleibt im Bach stehen.</translation>
    </message>
    <message>
        <source>Over, just: he stops on the far bank.</source>
        <translation>Knapp hinüber: er hält am anderen Ufer.</translation>
    </message>
    <message>
        <source>A clean leap: he rides on.</source>
        <translation>Ein sauberer Sprung: er reitet weiter.</translation>
    </message>
    <message>
        <source>Jumping a wall</source>
        <translation>Sprung über eine Mauer</translation>
    </message>
    <message>
        <source>The horse strikes the wall and is lost; he lands on foot below it.</source>
        <translation>Das Pferd prallt gegen die Mauer und ist verloren; er landet zu Fuß davor.</translation>
    </message>
    <message>
        <source>Thrown at the foot of the wall; the horse runs loose.</source>
        <translation>Vor der Mauer abgeworfen; das Pferd läuft davon.</translation>
    </message>
    <message>
        <source>The horse refuses and stops before the wall.</source>
        <translation>Das Pferd verweigert und hält vor der Mauer.</translation>
    </message>
    <message>
        <source>Over, just: he stops beyond the wall.</source>
        <translation>Knapp hinüber: er hält hinter der Mauer.</translation>
    </message>
    <message>
        <source>Whizzing bullets, mounted</source>
        <translation>Pfeifende Kugeln, beritten</translation>
    </message>
    <message>
        <source>A near miss.</source>
        <translation>Knapp daneben.</translation>
    </message>
    <message>
        <source>The horse is hit: it stays fatigued for good.</source>
        <translation>Das Pferd ist getroffen: es bleibt für immer erschöpft.</translation>
    </message>
    <message>
        <source>Thrown: the horse runs loose.</source>
        <translation>Abgeworfen: das Pferd läuft davon.</translation>
    </message>
    <message>
        <source>The horse is shot dead under him.</source>
        <translation>Das Pferd wird unter ihm erschossen.</translation>
    </message>
    <message>
        <source>Whizzing bullets, on foot</source>
        <translation>Pfeifende Kugeln, zu Fuß</translation>
    </message>
    <message>
        <source>Wounded: one combat die fewer.</source>
        <translation>Verwundet: ein Kampfwürfel weniger.</translation>
    </message>
    <message>
        <source>Hit in the leg: no move next turn.</source>
        <translation>Am Bein getroffen: nächste Runde keine Bewegung.</translation>
    </message>
    <message>
        <source>Struck down: wounded, exhausted and no move next turn.</source>
        <translation>Niedergestreckt: verwundet, entkräftet und nächste Runde keine Bewegung.</translation>
    </message>
    <message>
        <source>Sleeping in the open</source>
        <translation>Schlafen unter freiem Himmel</translation>
    </message>
    <message>
        <source>Bandits come for his horse: four guerrillas beside him, the horse beyond them.</source>
        <translation>Banditen wollen sein Pferd: vier Guerilleros bei ihm, das Pferd hinter ihnen.</translation>
    </message>
    <message>
        <source>A quiet night.</source>
        <translation>Eine ruhige Nacht.</translation>
    </message>
    <message>
        <source>His snares catch a hare: one meal.</source>
        <translation>Seine Schlingen fangen einen Hasen: eine Mahlzeit.</translation>
    </message>
    <message>
        <source>He sleeps well: one more die on his next move.</source>
        <translation>Er schläft gut: ein Würfel mehr bei seiner nächsten Bewegung.</translation>
    </message>
    <message>
        <source>Sleeping under a roof</source>
        <translation>Schlafen unter einem Dach</translation>
    </message>
    <message>
        <source>Bandits try to steal his horse from the door.</source>
        <translation>Banditen versuchen, sein Pferd vor der Tür zu stehlen.</translation>
    </message>
    <message>
        <source>His hosts sell him to the guerrillas: he wakes a prisoner.</source>
        <translation>Seine Gastgeber verkaufen ihn an die Guerilleros: er erwacht als Gefangener.</translation>
    </message>
    <message>
        <source>The farmer&apos;s family feed him and will water him in the morning; a horse is for sale.</source>
        <translation>Die Familie des Bauern gibt ihm zu essen und morgens zu trinken; ein Pferd ist zu verkaufen.</translation>
    </message>
    <message>
        <source>An evening with the farmer&apos;s daughter to boast of.</source>
        <translation>Ein Abend mit der Tochter des Bauern, mit dem er prahlen kann.</translation>
    </message>
    <message>
        <source>guerrillas</source>
        <translation>Guerilleros</translation>
    </message>
    <message>
        <source>bandits</source>
        <translation>Banditen</translation>
    </message>
    <message>
        <source>British cavalry</source>
        <translation>britische Kavallerie</translation>
    </message>
    <message>
        <source>British infantry</source>
        <translation>britische Infanterie</translation>
    </message>
    <message>
        <source>civilians</source>
        <translation>Zivilisten</translation>
    </message>
    <message>
        <source>monks</source>
        <translation>Mönche</translation>
    </message>
    <message>
        <source>maiden</source>
        <translation>Mädchen</translation>
    </message>
    <message>
        <source>wolves</source>
        <translation>Wölfe</translation>
    </message>
    <message>
        <source>Parley with guerrillas</source>
        <translation>Verhandeln mit Guerilleros</translation>
    </message>
    <message>
        <source>They see through his talk and take him prisoner.</source>
        <translation>Sie durchschauen sein Gerede und nehmen ihn gefangen.</translation>
    </message>
    <message>
        <source>No talk: they fall on him at once.</source>
        <translation>Kein Gespräch: sie fallen sofort über ihn her.</translation>
    </message>
    <message>
        <source>They want his horse for safe passage.</source>
        <translation>Sie verlangen sein Pferd für freies Geleit.</translation>
    </message>
    <message>
        <source>Give up the horse?</source>
        <translation>Das Pferd hergeben?</translation>
    </message>
    <message>
        <source>They want his coins for safe passage.</source>
        <translation>Sie verlangen seinen Geldbeutel für freies Geleit.</translation>
    </message>
    <message>
        <source>Hand over the pouch of coins?</source>
        <translation>Den Geldbeutel übergeben?</translation>
    </message>
    <message>
        <source>No bargain, but no knives yet either: time won.</source>
        <translation>Kein Handel, aber auch noch keine Messer: Zeit gewonnen.</translation>
    </message>
    <message>
        <source>A woman of the band speaks up for him: they let him be for a turn.</source>
        <translation>Eine Frau der Bande spricht für ihn: sie lassen ihn eine Runde in Ruhe.</translation>
    </message>
    <message>
        <source>They ask him to join the band: no longer his enemies, and they give back what they took.</source>
        <translation>Sie bitten ihn, sich der Bande anzuschließen: nicht länger seine Feinde, und sie geben zurück, was sie nahmen.</translation>
    </message>
    <message>
        <source>Beaten by guerrillas</source>
        <translation>Von Guerilleros besiegt</translation>
    </message>
    <message>
        <source>Tortured where he fell, then held prisoner.</source>
        <translation>Wo er fiel gefoltert, dann gefangen gehalten.</translation>
    </message>
    <message>
        <source>Marched off to their camp with every prisoner.</source>
        <translation>Mit allen Gefangenen in ihr Lager geführt.</translation>
    </message>
    <message>
        <source>Kept with the band on its rounds, without pistol or horse.</source>
        <translation>Von der Bande auf ihren Streifzügen mitgeführt, ohne Pistole und Pferd.</translation>
    </message>
    <message>
        <source>Robbed of everything and left by the road.</source>
        <translation>Um alles beraubt und am Weg zurückgelassen.</translation>
    </message>
    <message>
        <source>A woman of the band claims him: a prisoner under her protection.</source>
        <translation>Eine Frau der Bande beansprucht ihn: ein Gefangener unter ihrem Schutz.</translation>
    </message>
    <message>
        <source>Something scares them off and he is left for dead, not even robbed; his horse must be caught.</source>
        <translation>Etwas verscheucht sie, und er bleibt für tot liegen, nicht einmal beraubt; sein Pferd muss eingefangen werden.</translation>
    </message>
    <message>
        <source>Guerrillas overcome</source>
        <translation>Guerilleros überwunden</translation>
    </message>
    <message>
        <source>The rest run for it: their prisoners go free, their loot is lost.</source>
        <translation>Der Rest flieht: ihre Gefangenen kommen frei, ihre Beute ist verloren.</translation>
    </message>
    <message>
        <source>They scatter, but one is caught and shows the hidden path to their camp.</source>
        <translation>Sie zerstreuen sich, doch einer wird gefasst und zeigt den verborgenen Pfad zu ihrem Lager.</translation>
    </message>
    <message>
        <source>They surrender: prisoners freed and missives taken back.</source>
        <translation>Sie ergeben sich: Gefangene befreit und Depeschen zurückgeholt.</translation>
    </message>
    <message>
        <source>They hail him as a liberator, hand over prisoners and missives and are his enemies no more (or he rolls again).</source>
        <translation>Sie feiern ihn als Befreier, übergeben Gefangene und Depeschen und sind nicht länger seine Feinde (oder er würfelt neu).</translation>
    </message>
    <message>
        <source>Prisoner of the guerrillas</source>
        <translation>Gefangener der Guerilleros</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nichts geschieht.</translation>
    </message>
    <message>
        <source>Searched again: they find his missive.</source>
        <translation>Erneut durchsucht: sie finden seine Depesche.</translation>
    </message>
    <message>
        <source>They turn on him: the torture table.</source>
        <translation>Sie wenden sich gegen ihn: die Foltertabelle.</translation>
    </message>
    <message>
        <source>The band is close to breaking: two of them falling would overcome it.</source>
        <translation>Die Bande ist dem Zerfall nahe: fallen zwei, ist sie überwunden.</translation>
    </message>
    <message>
        <source>Fight them now? (Losing means torture, and −1 on later prisoner rolls with them.)</source>
        <translation>Jetzt gegen sie kämpfen? (Eine Niederlage bedeutet Folter und −1 auf spätere Gefangenenwürfe bei ihnen.)</translation>
    </message>
    <message>
        <source>A chance to run: he rolls his movement dice; any 1 and he is shot.</source>
        <translation>Eine Gelegenheit zur Flucht: er würfelt seine Bewegungswürfel; bei jeder 1 wird er erschossen.</translation>
    </message>
    <message>
        <source>His spirit wins the chief over: freed, and their enemy no more.</source>
        <translation>Sein Mut gewinnt den Anführer: befreit und nicht länger ihr Feind.</translation>
    </message>
    <message>
        <source>Parley with the British</source>
        <translation>Verhandeln mit den Briten</translation>
    </message>
    <message>
        <source>Seized on the spot, and relieved of missive and pistol.</source>
        <translation>Auf der Stelle ergriffen und um Depesche und Pistole erleichtert.</translation>
    </message>
    <message>
        <source>He keeps the officer talking through the language barrier: no result.</source>
        <translation>Er hält den Offizier trotz der Sprachbarriere im Gespräch: kein Ergebnis.</translation>
    </message>
    <message>
        <source>The lieutenant expects him to give himself up.</source>
        <translation>Der Leutnant erwartet, dass er sich ergibt.</translation>
    </message>
    <message>
        <source>Surrender (a prisoner, keeping his things)? If not, two of them fight him.</source>
        <translation>Sich ergeben (gefangen, mit seinen Sachen)? Sonst kämpfen zwei von ihnen gegen ihn.</translation>
    </message>
    <message>
        <source>Hand over the despatches, says the officer, and go your way.</source>
        <translation>Geben Sie die Depeschen heraus, sagt der Offizier, und gehen Sie Ihres Weges.</translation>
    </message>
    <message>
        <source>Give up the missive?</source>
        <translation>Die Depesche hergeben?</translation>
    </message>
    <message>
        <source>A ruse catches them napping: he slips 1D6 in any way he likes.</source>
        <translation>Eine List überrumpelt sie: er entwischt 1W6 Zoll in eine Richtung seiner Wahl.</translation>
    </message>
    <message>
        <source>Beaten by the British</source>
        <translation>Von den Briten besiegt</translation>
    </message>
    <message>
        <source>Knocked senseless and taken, without missive or pistol.</source>
        <translation>Bewusstlos geschlagen und gefangen, ohne Depesche und Pistole.</translation>
    </message>
    <message>
        <source>Taken prisoner.</source>
        <translation>Gefangen genommen.</translation>
    </message>
    <message>
        <source>His horse is killed in the scuffle.</source>
        <translation>Sein Pferd wird im Handgemenge getötet.</translation>
    </message>
    <message>
        <source>Wounded and exhausted, but free to ride on next turn.</source>
        <translation>Verwundet und entkräftet, aber frei, nächste Runde weiterzureiten.</translation>
    </message>
    <message>
        <source>The British overcome</source>
        <translation>Die Briten überwunden</translation>
    </message>
    <message>
        <source>They run, leaving their prisoners but keeping missives and loot.</source>
        <translation>Sie fliehen, lassen ihre Gefangenen zurück, behalten aber Depeschen und Beute.</translation>
    </message>
    <message>
        <source>They run; a fallen man carries the missives and things they took.</source>
        <translation>Sie fliehen; ein Gefallener trägt die Depeschen und die Sachen, die sie nahmen.</translation>
    </message>
    <message>
        <source>They surrender to him and march with him; he moves 1D6 a turn while he keeps them.</source>
        <translation>Sie ergeben sich und marschieren mit ihm; solange er sie bewacht, bewegt er sich nur 1W6 pro Runde.</translation>
    </message>
    <message>
        <source>The lieutenant yields his sword and gives his parole; missives and things returned.</source>
        <translation>Der Leutnant übergibt seinen Degen und gibt sein Ehrenwort; Depeschen und Sachen zurückgegeben.</translation>
    </message>
    <message>
        <source>Prisoner of the British</source>
        <translation>Gefangener der Briten</translation>
    </message>
    <message>
        <source>His guards lose interest: +1 on his next prisoner roll.</source>
        <translation>Seine Wachen verlieren das Interesse: +1 auf seinen nächsten Gefangenenwurf.</translation>
    </message>
    <message>
        <source>Searched once more: the last of his things go.</source>
        <translation>Noch einmal durchsucht: auch seine letzten Sachen sind fort.</translation>
    </message>
    <message>
        <source>Treated well: fed and watered.</source>
        <translation>Gut behandelt: gespeist und getränkt.</translation>
    </message>
    <message>
        <source>Paroled with his things and horse; 2 shame if he fights the British again.</source>
        <translation>Auf Ehrenwort freigelassen mit Sachen und Pferd; 2 Schande, wenn er wieder gegen Briten kämpft.</translation>
    </message>
    <message>
        <source>Parley with civilians</source>
        <translation>Verhandeln mit Zivilisten</translation>
    </message>
    <message>
        <source>Guerrillas burst from hiding: four of them fight him at once.</source>
        <translation>Guerilleros brechen aus dem Versteck: vier kämpfen sofort gegen ihn.</translation>
    </message>
    <message>
        <source>They do not understand a word he says.</source>
        <translation>Sie verstehen kein Wort von dem, was er sagt.</translation>
    </message>
    <message>
        <source>They will sell him food for coins.</source>
        <translation>Sie verkaufen ihm Essen gegen Geld.</translation>
    </message>
    <message>
        <source>A village beauty steps out to meet him.</source>
        <translation>Eine Schönheit des Dorfes tritt ihm entgegen.</translation>
    </message>
    <message>
        <source>Harried by the guerrillas themselves, they feed and water him.</source>
        <translation>Selbst von den Guerilleros drangsaliert, geben sie ihm zu essen und zu trinken.</translation>
    </message>
    <message>
        <source>Beaten by civilians</source>
        <translation>Von Zivilisten besiegt</translation>
    </message>
    <message>
        <source>They torture him, then leave him be.</source>
        <translation>Sie foltern ihn und lassen ihn dann gehen.</translation>
    </message>
    <message>
        <source>Knocked out, robbed and carried to the guerrilla camp.</source>
        <translation>Bewusstlos geschlagen, beraubt und ins Lager der Guerilleros gebracht.</translation>
    </message>
    <message>
        <source>Beaten and robbed of food, coins and wine; the villagers scatter.</source>
        <translation>Verprügelt und um Essen, Geld und Wein beraubt; die Dorfbewohner zerstreuen sich.</translation>
    </message>
    <message>
        <source>Driven off 1D6 in.</source>
        <translation>1W6 Zoll vertrieben.</translation>
    </message>
    <message>
        <source>Wounded and exhausted; the women take pity and put him up, unrobbed.</source>
        <translation>Verwundet und entkräftet; die Frauen haben Mitleid und nehmen ihn auf, unberaubt.</translation>
    </message>
    <message>
        <source>Civilians overcome</source>
        <translation>Zivilisten überwunden</translation>
    </message>
    <message>
        <source>They flee.</source>
        <translation>Sie fliehen.</translation>
    </message>
    <message>
        <source>They give in: no longer enemies, and +1 on later parleys.</source>
        <translation>Sie geben nach: nicht länger Feinde, und +1 auf spätere Verhandlungen.</translation>
    </message>
    <message>
        <source>A village beauty begs him to spare her people.</source>
        <translation>Eine Schönheit des Dorfes fleht ihn an, ihre Leute zu verschonen.</translation>
    </message>
    <message>
        <source>Cowed, they bring wine and food, and a bed if he wants it.</source>
        <translation>Eingeschüchtert bringen sie Wein und Essen, und ein Bett, wenn er will.</translation>
    </message>
    <message>
        <source>Parley with a maiden</source>
        <translation>Verhandeln mit einem Mädchen</translation>
    </message>
    <message>
        <source>A trap: three bandits spring out, and she is one of them.</source>
        <translation>Eine Falle: drei Banditen springen hervor, und sie gehört zu ihnen.</translation>
    </message>
    <message>
        <source>She turns him away.</source>
        <translation>Sie weist ihn ab.</translation>
    </message>
    <message>
        <source>Insist? (Shameful.)</source>
        <translation>Darauf bestehen? (Schändlich.)</translation>
    </message>
    <message>
        <source>She offers him a bed and a meal in her father&apos;s house.</source>
        <translation>Sie bietet ihm ein Bett und eine Mahlzeit im Haus ihres Vaters an.</translation>
    </message>
    <message>
        <source>A romance to boast of.</source>
        <translation>Eine Romanze, mit der er prahlen kann.</translation>
    </message>
    <message>
        <source>Parley with monks</source>
        <translation>Verhandeln mit Mönchen</translation>
    </message>
    <message>
        <source>The monks are guerrillas in habits: the guerrillas&apos; tables from now on.</source>
        <translation>Die Mönche sind Guerilleros in Kutten: von nun an die Tabellen der Guerilleros.</translation>
    </message>
    <message>
        <source>They share a little food, and swear they have no wine.</source>
        <translation>Sie teilen etwas Essen und schwören, keinen Wein zu haben.</translation>
    </message>
    <message>
        <source>They feed and water him.</source>
        <translation>Sie geben ihm zu essen und zu trinken.</translation>
    </message>
    <message>
        <source>Beaten by monks</source>
        <translation>Von Mönchen besiegt</translation>
    </message>
    <message>
        <source>They torture him, then leave him outside their walls.</source>
        <translation>Sie foltern ihn und lassen ihn vor ihren Mauern liegen.</translation>
    </message>
    <message>
        <source>Knocked out and robbed, he wakes outside the monastery gate.</source>
        <translation>Bewusstlos geschlagen und beraubt erwacht er vor dem Klostertor.</translation>
    </message>
    <message>
        <source>Wounded and exhausted; kind brothers put him up in the monastery, unrobbed.</source>
        <translation>Verwundet und entkräftet; gütige Brüder nehmen ihn im Kloster auf, unberaubt.</translation>
    </message>
    <message>
        <source>Monks overcome</source>
        <translation>Mönche überwunden</translation>
    </message>
    <message>
        <source>The monks flee to the hills: the monastery is his to loot.</source>
        <translation>Die Mönche fliehen in die Hügel: das Kloster steht ihm zur Plünderung offen.</translation>
    </message>
    <message>
        <source>They lay down their arms; one turn&apos;s looting turns them against him again.</source>
        <translation>Sie legen die Waffen nieder; eine Runde Plünderung macht sie wieder zu seinen Feinden.</translation>
    </message>
    <message>
        <source>Cowed, they stand by while he loots the monastery.</source>
        <translation>Eingeschüchtert sehen sie zu, wie er das Kloster plündert.</translation>
    </message>
    <message>
        <source>Torture</source>
        <translation>Folter</translation>
    </message>
    <message>
        <source>They silence his tongue for good: no more boasting or parleys; roll again.</source>
        <translation>Sie bringen ihn für immer zum Schweigen: kein Prahlen und kein Verhandeln mehr; erneut würfeln.</translation>
    </message>
    <message>
        <source>He dies at their hands.</source>
        <translation>Er stirbt unter ihren Händen.</translation>
    </message>
    <message>
        <source>They take his sight: he moves 1D6 and cannot fight from now on.</source>
        <translation>Sie nehmen ihm das Augenlicht: er bewegt sich 1W6 und kann nicht mehr kämpfen.</translation>
    </message>
    <message>
        <source>Scarred for life, and proud of it.</source>
        <translation>Fürs Leben gezeichnet, und stolz darauf.</translation>
    </message>
    <message>
        <source>Tied over a slow fire, he endures it.</source>
        <translation>Über einem langsamen Feuer festgebunden, hält er stand.</translation>
    </message>
    <message>
        <source>He does not survive it.</source>
        <translation>Er überlebt es nicht.</translation>
    </message>
    <message>
        <source>Buried to the neck and left: a 6 (+2 cunning) digs him out, four tries.</source>
        <translation>Bis zum Hals eingegraben und zurückgelassen: eine 6 (+2 gerissen) gräbt ihn frei, vier Versuche.</translation>
    </message>
    <message>
        <source>Looting the monastery</source>
        <translation>Plünderung des Klosters</translation>
    </message>
    <message>
        <source>A bottle of wine.</source>
        <translation>Eine Flasche Wein.</translation>
    </message>
    <message>
        <source>A loaf of bread.</source>
        <translation>Ein Laib Brot.</translation>
    </message>
    <message>
        <source>A horse.</source>
        <translation>Ein Pferd.</translation>
    </message>
    <message>
        <source>A pistol.</source>
        <translation>Eine Pistole.</translation>
    </message>
    <message>
        <source>A bag of gold.</source>
        <translation>Ein Beutel Gold.</translation>
    </message>
    <message>
        <source>A young novice hiding in the cellar.</source>
        <translation>Eine junge Novizin, im Keller versteckt.</translation>
    </message>
    <message>
        <source>Adventure at a farmhouse</source>
        <translation>Abenteuer auf einem Bauernhof</translation>
    </message>
    <message>
        <source>The farmer fires at him from a window.</source>
        <translation>Der Bauer schießt aus einem Fenster auf ihn.</translation>
    </message>
    <message>
        <source>A friendly maiden: +1 on his rolls with her.</source>
        <translation>Ein freundliches Mädchen: +1 auf seine Würfe mit ihr.</translation>
    </message>
    <message>
        <source>Starving widows and children beg for food.</source>
        <translation>Hungernde Witwen und Kinder betteln um Essen.</translation>
    </message>
    <message>
        <source>Give them food?</source>
        <translation>Ihnen Essen geben?</translation>
    </message>
    <message>
        <source>The farmhouse is burning: each turn he stays, 4+ puts it out.</source>
        <translation>Der Hof brennt: jede Runde, die er bleibt, löscht eine 4+ das Feuer.</translation>
    </message>
    <message>
        <source>Unguarded chickens: one meal.</source>
        <translation>Unbewachte Hühner: eine Mahlzeit.</translation>
    </message>
    <message>
        <source>The farmer tells of a shortcut: he takes the lead of the race.</source>
        <translation>Der Bauer verrät eine Abkürzung: er übernimmt die Führung des Rennens.</translation>
    </message>
    <message>
        <source>Adventure in the woods</source>
        <translation>Abenteuer im Wald</translation>
    </message>
    <message>
        <source>Four bandits with a captive priest: 1 boast if he frees him.</source>
        <translation>Vier Banditen mit einem gefangenen Priester: 1 Prahlerei, wenn er ihn befreit.</translation>
    </message>
    <message>
        <source>Game birds in a villager&apos;s snares: one meal.</source>
        <translation>Wildvögel in den Schlingen eines Dörflers: eine Mahlzeit.</translation>
    </message>
    <message>
        <source>Low branches: mounted, a 1-3 (+2 excellent horseman) throws him.</source>
        <translation>Tiefe Äste: beritten wirft ihn eine 1-3 (+2 ausgezeichneter Reiter) ab.</translation>
    </message>
    <message>
        <source>Lost: no move next turn, and the woods again as his action.</source>
        <translation>Verirrt: nächste Runde keine Bewegung, und wieder der Wald als seine Aktion.</translation>
    </message>
    <message>
        <source>A young woman hiding among the trees.</source>
        <translation>Eine junge Frau, zwischen den Bäumen versteckt.</translation>
    </message>
    <message>
        <source>Two wolves attack: beaten, he loses his horse; 1 boast if he wins.</source>
        <translation>Zwei Wölfe greifen an: besiegt, verliert er sein Pferd; 1 Prahlerei, wenn er gewinnt.</translation>
    </message>
    <message>
        <source>Adventure at a bridge</source>
        <translation>Abenteuer an einer Brücke</translation>
    </message>
    <message>
        <source>Two British soldiers hold the far end: one falling breaks them.</source>
        <translation>Zwei britische Soldaten halten das andere Ende: fällt einer, geben sie auf.</translation>
    </message>
    <message>
        <source>A child clings to driftwood below: a D6 (+2 cunning), 5+ saves her, a 1 lands him in the river.</source>
        <translation>Ein Kind klammert sich unten an Treibholz: ein W6 (+2 gerissen), 5+ rettet es, eine 1 wirft ihn in den Fluss.</translation>
    </message>
    <message>
        <source>A shepherd&apos;s flock blocks the bridge: a wall 4 in ahead next turn.</source>
        <translation>Die Herde eines Hirten versperrt die Brücke: nächste Runde eine Mauer 4 Zoll vor ihm.</translation>
    </message>
    <message>
        <source>Powder kegs under the arches: he cuts the fuses in time.</source>
        <translation>Pulverfässer unter den Bögen: er kappt die Lunten rechtzeitig.</translation>
    </message>
    <message>
        <source>Four bandits lie in wait and rush him.</source>
        <translation>Vier Banditen lauern ihm auf und stürmen auf ihn los.</translation>
    </message>
    <message>
        <source>a courier needs an ability</source>
        <translation>ein Kurier braucht eine Fähigkeit</translation>
    </message>
    <message>
        <source>a courier carries two items</source>
        <translation>ein Kurier trägt zwei Gegenstände</translation>
    </message>
    <message>
        <source>a courier&apos;s two items must differ</source>
        <translation>die beiden Gegenstände eines Kuriers müssen verschieden sein</translation>
    </message>
    <message>
        <source>only a courier has an ability</source>
        <translation>nur ein Kurier hat eine Fähigkeit</translation>
    </message>
    <message>
        <source>only a courier carries items</source>
        <translation>nur ein Kurier trägt Gegenstände</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>On foot</source>
        <translation>Zu Fuß</translation>
    </message>
    <message>
        <source>Courier, %1</source>
        <translation>Kurier, %1</translation>
    </message>
    <message>
        <source>Carries: %1</source>
        <translation>Trägt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: up to %n movement dice</source>
        <translation>
            <numerusform>%1: bis zu %n Bewegungswürfel</numerusform>
            <numerusform>%1: bis zu %n Bewegungswürfel</numerusform>
        </translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>First item</source>
        <translation>Erster Gegenstand</translation>
    </message>
    <message>
        <source>Second item</source>
        <translation>Zweiter Gegenstand</translation>
    </message>
    <message>
        <source>member of a group</source>
        <translation>Mitglied einer Gruppe</translation>
    </message>
    <message>
        <source>courier</source>
        <translation>Kurier</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>pistol range</source>
        <translation>Pistolenreichweite</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außer Reichweite</translation>
    </message>
    <message>
        <source>earlier results</source>
        <translation>frühere Ergebnisse</translation>
    </message>
    <message>
        <source>Take the hidden path to their camp now?</source>
        <translation>Jetzt den versteckten Pfad zu ihrem Lager nehmen?</translation>
    </message>
    <message>
        <source>They surrender and offer to lead him to their camp: missives taken back, food, drink and a horse.</source>
        <translation>Sie ergeben sich und bieten an, ihn zu ihrem Lager zu führen: Depeschen zurück, Essen, Trinken und ein Pferd.</translation>
    </message>
    <message>
        <source>Go with them to their camp now, and free its prisoners?</source>
        <translation>Jetzt mit ihnen zu ihrem Lager gehen und seine Gefangenen befreien?</translation>
    </message>
    <message>
        <source>Ignore their offer and roll again?</source>
        <translation>Ihr Angebot übergehen und neu würfeln?</translation>
    </message>
    <message>
        <source>Accept her father&apos;s bed and a meal?</source>
        <translation>Das Bett ihres Vaters und eine Mahlzeit annehmen?</translation>
    </message>
    <message>
        <source>Try to save her?</source>
        <translation>Versuchen, sie zu retten?</translation>
    </message>
    <message>
        <source>Beaten senseless, stripped of everything and left for dead, exhausted.</source>
        <translation>Bewusstlos geschlagen, ausgeraubt und für tot liegen gelassen, erschöpft.</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>würfelte %1</translation>
    </message>
    <message>
        <source>rolled %1, again %2</source>
        <translation>würfelte %1, dann %2</translation>
    </message>
</context>
<context>
    <name>SteeplechaseGame</name>
    <message>
        <source>%1 parleys with %2.</source>
        <translation>%1 verhandelt mit %2.</translation>
    </message>
    <message>
        <source>%1 catches his horse (%2).</source>
        <translation>%1 fängt sein Pferd ein (%2).</translation>
    </message>
    <message>
        <source>%1 fails to catch his horse (%2; 5 needed).</source>
        <translation>%1 fängt sein Pferd nicht ein (%2; 5 nötig).</translation>
    </message>
    <message>
        <source>%1 drinks and is energetic again.</source>
        <translation>%1 trinkt und ist wieder bei Kräften.</translation>
    </message>
    <message>
        <source>%1 eats; he is only thirsty now.</source>
        <translation>%1 isst; jetzt ist er nur noch durstig.</translation>
    </message>
    <message>
        <source>%1 sleeps.</source>
        <translation>%1 schläft.</translation>
    </message>
    <message>
        <source>%1 tries to hide, and is seen (%2; 4 needed).</source>
        <translation>%1 versucht sich zu verstecken und wird gesehen (%2; 4 nötig).</translation>
    </message>
    <message>
        <source>%1 hides from his pursuers (%2).</source>
        <translation>%1 versteckt sich vor seinen Verfolgern (%2).</translation>
    </message>
    <message>
        <source>%1 destroys his missive.</source>
        <translation>%1 vernichtet seine Depesche.</translation>
    </message>
    <message>
        <source>%1 hands his missive to %2.</source>
        <translation>%1 übergibt seine Depesche an %2.</translation>
    </message>
    <message>
        <source>%1 fires his pistol at %2 and brings him down (%3).</source>
        <translation>%1 schießt mit der Pistole auf %2 und streckt ihn nieder (%3).</translation>
    </message>
    <message>
        <source>%1 fires his pistol at %2 and misses (%3).</source>
        <translation>%1 schießt mit der Pistole auf %2 und verfehlt (%3).</translation>
    </message>
    <message>
        <source>%1 and %2 boast: %3 against %4.</source>
        <translation>%1 und %2 prahlen: %3 gegen %4.</translation>
    </message>
    <message>
        <source>%1 has taken his action this turn.</source>
        <translation>%1 hat in dieser Runde schon gehandelt.</translation>
    </message>
    <message>
        <source>%1 cannot do that now (%2).</source>
        <translation>%1 kann das jetzt nicht tun (%2).</translation>
    </message>
    <message>
        <source>aggressively</source>
        <translation>angriffslustig</translation>
    </message>
    <message>
        <source>defensively</source>
        <translation>verteidigend</translation>
    </message>
    <message>
        <source>The wolves bring down %1&apos;s horse.</source>
        <translation>Die Wölfe reißen das Pferd von %1.</translation>
    </message>
    <message>
        <source>%1 overcomes %2.</source>
        <translation>%1 überwältigt %2.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 has lost his missive.</source>
        <translation>%1 hat seine Depesche verloren.</translation>
    </message>
    <message>
        <source>Guerrillas</source>
        <translation>Guerilleros</translation>
    </message>
    <message>
        <source>%1 takes back a missive.</source>
        <translation>%1 holt sich eine Depesche zurück.</translation>
    </message>
    <message>
        <source>Bandits</source>
        <translation>Banditen</translation>
    </message>
    <message>
        <source>Soldiers at the bridge</source>
        <translation>Soldaten an der Brücke</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Wölfe</translation>
    </message>
    <message>
        <source>A maiden</source>
        <translation>Ein Mädchen</translation>
    </message>
    <message>
        <source>He saves the child (%1).</source>
        <translation>Er rettet das Kind (%1).</translation>
    </message>
    <message>
        <source>He falls in himself (%1).</source>
        <translation>Er fällt selbst ins Wasser (%1).</translation>
    </message>
    <message>
        <source>He cannot reach her (%1).</source>
        <translation>Er kann sie nicht erreichen (%1).</translation>
    </message>
    <message>
        <source>He digs himself out (try %1, rolled %2).</source>
        <translation>Er gräbt sich frei (Versuch %1, gewürfelt %2).</translation>
    </message>
    <message>
        <source>He cannot dig himself out.</source>
        <translation>Er kann sich nicht freigraben.</translation>
    </message>
    <message>
        <source>A flock of sheep</source>
        <translation>Eine Schafherde</translation>
    </message>
    <message>
        <source>%1 lose sight of %2.</source>
        <translation>%1 verlieren %2 aus den Augen.</translation>
    </message>
    <message>
        <source>%1 chase %2 (rolled %3).</source>
        <translation>%1 verfolgen %2 (gewürfelt %3).</translation>
    </message>
    <message>
        <source>%1 lose %2 among the buildings.</source>
        <translation>%1 verlieren %2 zwischen den Häusern.</translation>
    </message>
    <message>
        <source>%1 are stopped by the water.</source>
        <translation>%1 werden vom Wasser aufgehalten.</translation>
    </message>
    <message>
        <source>Turn %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <source>No courier has held a missive for two turns: the French have failed.</source>
        <translation>Seit zwei Runden hält kein Kurier eine Depesche: Die Franzosen sind gescheitert.</translation>
    </message>
    <message>
        <source>No courier holds a missive: one must be regained by the end of %1.</source>
        <translation>Kein Kurier hält eine Depesche: Bis zum Ende %1 muss eine zurückgewonnen werden.</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>der nächsten Runde</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>dieser Runde</translation>
    </message>
    <message>
        <source>%1 sleeps on (rolled %2).</source>
        <translation>%1 schläft weiter (gewürfelt %2).</translation>
    </message>
    <message>
        <source>%1 wakes (rolled %2).</source>
        <translation>%1 wacht auf (gewürfelt %2).</translation>
    </message>
    <message>
        <source>%1 stays where he is.</source>
        <translation>%1 bleibt, wo er ist.</translation>
    </message>
    <message>
        <source>Turn %1 ends with no missive delivered: the French have failed.</source>
        <translation>Runde %1 endet, ohne dass eine Depesche überbracht wurde: Die Franzosen sind gescheitert.</translation>
    </message>
    <message>
        <source>%1 brings his missive to the Emperor.</source>
        <translation>%1 bringt seine Depesche zum Kaiser.</translation>
    </message>
    <message>
        <source>Every courier has fallen: the French have failed.</source>
        <translation>Alle Kuriere sind gefallen: Die Franzosen sind gescheitert.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 wins with %n boast(s).</source>
        <translation>
            <numerusform>%1 %2 gewinnt mit %n Prahlerei.</numerusform>
            <numerusform>%1 %2 gewinnt mit %n Prahlereien.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: bring a missive to the Emperor</source>
        <translation>%1: eine Depesche zum Kaiser bringen</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>gefallen</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>angekommen</translation>
    </message>
    <message>
        <source>a prisoner</source>
        <translation>gefangen</translation>
    </message>
    <message>
        <source>%1 in to go</source>
        <translation>noch %1 Zoll</translation>
    </message>
    <message>
        <source>%1 in to go, without a missive</source>
        <translation>noch %1 Zoll, ohne Depesche</translation>
    </message>
    <message>
        <source>The race ends when a courier brings a missive to the Emperor; the most boasts then wins (a braggart&apos;s chits count one more, a prisoner&apos;s total is halved).</source>
        <translation>Das Rennen endet, wenn ein Kurier eine Depesche zum Kaiser bringt; dann gewinnt, wer die meisten Prahlereien hat (jeder Chip eines Prahlers zählt eins mehr, die Summe eines Gefangenen wird halbiert).</translation>
    </message>
    <message>
        <source>If no courier holds a missive for two turns the French fail, and the most shamed courier takes the blame.</source>
        <translation>Hält zwei Runden lang kein Kurier eine Depesche, scheitern die Franzosen, und der Kurier mit der meisten Schande trägt die Schuld.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Das Rennen ist vorbei.</translation>
    </message>
    <message>
        <source>It is not %1&apos;s step.</source>
        <translation>%1 ist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>%1 must first answer: accept or refuse.</source>
        <translation>%1 muss zuerst antworten: annehmen oder ablehnen.</translation>
    </message>
    <message>
        <source>%1 has moved already.</source>
        <translation>%1 hat sich schon bewegt.</translation>
    </message>
    <message>
        <source>In the movement phase a courier rides or stays, not &quot;%1&quot;.</source>
        <translation>In der Bewegungsphase reitet ein Kurier oder bleibt stehen, nicht „%1“.</translation>
    </message>
    <message>
        <source>A ride needs a point to ride towards.</source>
        <translation>Ein Ritt braucht einen Punkt, auf den er zuhält.</translation>
    </message>
    <message>
        <source>%1 may not move this turn.</source>
        <translation>%1 darf sich in dieser Runde nicht bewegen.</translation>
    </message>
    <message>
        <source>%1 may roll from 1 to %2 dice, not %3.</source>
        <translation>%1 darf 1 bis %2 Würfel werfen, nicht %3.</translation>
    </message>
    <message>
        <source>Point him somewhere away from where he stands.</source>
        <translation>Richte ihn auf einen Punkt abseits seines Standorts.</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 Zoll</translation>
    </message>
    <message>
        <source>Triples: every courier tires a level, %1&apos;s horse is fatigued and he rides half the roll.</source>
        <translation>Ein Drilling: Jeder Kurier verliert eine Kraftstufe, das Pferd von %1 ermüdet, und er reitet nur den halben Wurf.</translation>
    </message>
    <message>
        <source>%1 rides %2 in.</source>
        <translation>%1 reitet %2 Zoll.</translation>
    </message>
    <message>
        <source>A pair: %1 patrols %2 in along its route (rolled %3).</source>
        <translation>Ein Pasch: %1 patrouilliert %2 Zoll auf der Route (gewürfelt %3).</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>pursuit: the patrols and bands give chase</source>
        <translation>Verfolgung: Streifen und Banden nehmen die Jagd auf</translation>
    </message>
    <message>
        <source>the couriers&apos; actions</source>
        <translation>die Aktionen der Kuriere</translation>
    </message>
    <message>
        <source>movement: %1</source>
        <translation>Bewegung: %1</translation>
    </message>
    <message>
        <source>actions: %1</source>
        <translation>Aktionen: %1</translation>
    </message>
    <message>
        <source>the next courier</source>
        <translation>den nächsten Kurier</translation>
    </message>
    <message>
        <source>the pursuit</source>
        <translation>die Verfolgung</translation>
    </message>
    <message>
        <source>the next turn</source>
        <translation>die nächste Runde</translation>
    </message>
    <message>
        <source>%1 — %2: rolled %3. %4</source>
        <translation>%1 — %2: gewürfelt %3. %4</translation>
    </message>
    <message>
        <source>%1 — %2: rolled %3 (%4), %5. %6</source>
        <translation>%1 — %2: gewürfelt %3 (%4), %5. %6</translation>
    </message>
    <message>
        <source>%1 tries again.</source>
        <translation>%1 versucht es noch einmal.</translation>
    </message>
    <message>
        <source>%1 lets it stand.</source>
        <translation>%1 belässt es dabei.</translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation>%1 nimmt an.</translation>
    </message>
    <message>
        <source>%1 refuses.</source>
        <translation>%1 lehnt ab.</translation>
    </message>
    <message>
        <source>%1 is a prisoner of %2.</source>
        <translation>%1 ist Gefangener von %2.</translation>
    </message>
    <message>
        <source>%1 is free of %2.</source>
        <translation>%1 ist frei von %2.</translation>
    </message>
    <message>
        <source>%1 is on foot; his horse runs loose.</source>
        <translation>%1 ist zu Fuß; sein Pferd läuft frei herum.</translation>
    </message>
    <message>
        <source>%1 is on foot; his horse is gone.</source>
        <translation>%1 ist zu Fuß; sein Pferd ist verloren.</translation>
    </message>
    <message>
        <source>The country</source>
        <translation>Das Land</translation>
    </message>
    <message numerus="yes">
        <source>%1 appear (%n).</source>
        <translation>
            <numerusform>%1 tauchen auf (%n).</numerusform>
            <numerusform>%1 tauchen auf (%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 in.</source>
        <translation>%1 würfelt %2: %3 Zoll.</translation>
    </message>
    <message>
        <source>%1 rolls %2 (kept %3 after his re-rolls): %4 in.</source>
        <translation>%1 würfelt %2 (%3 nach seinen Neuwürfen): %4 Zoll.</translation>
    </message>
    <message>
        <source>%1 has nothing of the kind to give.</source>
        <translation>%1 hat nichts dergleichen zu geben.</translation>
    </message>
    <message>
        <source>The couriers choose their abilities and items.</source>
        <translation>Die Kuriere wählen ihre Fähigkeiten und Gegenstände.</translation>
    </message>
    <message>
        <source>Before the race a courier chooses his ability and items, not &quot;%1&quot;.</source>
        <translation>Vor dem Rennen wählt ein Kurier seine Fähigkeit und Gegenstände, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 has chosen already.</source>
        <translation>%1 hat schon gewählt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no ability.</source>
        <translation>„%1“ ist keine Fähigkeit.</translation>
    </message>
    <message>
        <source>A courier takes two different items.</source>
        <translation>Ein Kurier nimmt zwei verschiedene Gegenstände.</translation>
    </message>
    <message>
        <source>%1 sets off as a %2, with a %3 and a %4.</source>
        <translation>%1 bricht auf als %2, mit: %3 und %4.</translation>
    </message>
    <message>
        <source>%1 sets off without choosing: he carries nothing.</source>
        <translation>%1 bricht auf, ohne zu wählen: er trägt nichts bei sich.</translation>
    </message>
    <message>
        <source>A turn needs a point to turn towards.</source>
        <translation>Eine Wendung braucht einen Punkt, zu dem hin er wendet.</translation>
    </message>
    <message>
        <source>Only an excellent horseman on his horse may turn during his ride.</source>
        <translation>Nur ein ausgezeichneter Reiter zu Pferd darf während seines Ritts wenden.</translation>
    </message>
    <message>
        <source>A turn needs a point along the ride and a way to turn to.</source>
        <translation>Eine Wendung braucht einen Punkt auf dem Ritt und eine Richtung.</translation>
    </message>
    <message>
        <source>%1 may turn up to %2°, not %3°.</source>
        <translation>%1 darf höchstens um %2° wenden, nicht um %3°.</translation>
    </message>
    <message>
        <source>%1 turns after %2 in.</source>
        <translation>%1 wendet nach %2 Zoll.</translation>
    </message>
    <message>
        <source>setup: %1 chooses</source>
        <translation>Vorbereitung: %1 wählt</translation>
    </message>
    <message>
        <source>the first turn</source>
        <translation>der erste Zug</translation>
    </message>
    <message>
        <source>the building</source>
        <translation>dem Gebäude</translation>
    </message>
    <message>
        <source>%1 finds no doorway there and stops at the wall of %2.</source>
        <translation>%1 findet dort keine Tür und hält an der Mauer von %2.</translation>
    </message>
    <message>
        <source>%1 finds no doorway that way and stays inside %2.</source>
        <translation>%1 findet in dieser Richtung keine Tür und bleibt in %2.</translation>
    </message>
    <message>
        <source>%1 comes out of %2 by the doorway: leaving takes his whole move.</source>
        <translation>%1 kommt durch die Tür aus %2: das Verlassen kostet ihn seine ganze Bewegung.</translation>
    </message>
    <message>
        <source>%1 is thrown in the woods (a 1 among his dice) and goes on on foot.</source>
        <translation>%1 wird im Wald abgeworfen (eine 1 unter seinen Würfeln) und geht zu Fuß weiter.</translation>
    </message>
    <message>
        <source>%1 leaves his loose horse behind.</source>
        <translation>%1 lässt sein entlaufenes Pferd zurück.</translation>
    </message>
    <message>
        <source>%1 keep %2&apos;s horse away from him.</source>
        <translation>%1 halten das Pferd von %2 von ihm fern.</translation>
    </message>
    <message>
        <source>%1 has freed %2.</source>
        <translation>%1 hat %2 befreit.</translation>
    </message>
    <message>
        <source>%1 falls on %2.</source>
        <translation>%1 fällt über %2 her.</translation>
    </message>
    <message>
        <source>%1 make %2 in for the bridge.</source>
        <translation>%1 legen %2 Zoll zur Brücke zurück.</translation>
    </message>
    <message>
        <source>%1 lets his prisoners go.</source>
        <translation>%1 lässt seine Gefangenen laufen.</translation>
    </message>
    <message>
        <source>%1 catches %2&apos;s horse and hands it over (%3).</source>
        <translation>%1 fängt %2s Pferd ein und übergibt es (%3).</translation>
    </message>
    <message>
        <source>%1 fails to catch %2&apos;s horse (%3; 5 needed).</source>
        <translation>%1 fängt %2s Pferd nicht ein (%3; 5 nötig).</translation>
    </message>
    <message>
        <source>%1 puts the fire out (rolled %2).</source>
        <translation>%1 löscht das Feuer (gewürfelt %2).</translation>
    </message>
    <message>
        <source>The fire is too strong for %1 (rolled %2).</source>
        <translation>Das Feuer ist zu stark für %1 (gewürfelt %2).</translation>
    </message>
    <message>
        <source>%1 frees the bandits&apos; priest.</source>
        <translation>%1 befreit den Priester der Banditen.</translation>
    </message>
    <message>
        <source>%1 fall on %2: does he answer their blows aggressively (accept) or defensively (refuse)?</source>
        <translation>%1 fallen über %2 her: Nimmt er ihre Hiebe angriffslustig (annehmen) oder verteidigend (ablehnen)?</translation>
    </message>
    <message>
        <source>The missive regained is lost once more: the French have failed.</source>
        <translation>Die wiedergewonnene Depesche ist erneut verloren: Die Franzosen sind gescheitert.</translation>
    </message>
    <message>
        <source>%1 leaves his horse at the door of %2 and goes in on foot.</source>
        <translation>%1 lässt sein Pferd an der Tür von %2 und geht zu Fuß hinein.</translation>
    </message>
    <message>
        <source>%1 mounts his horse at the door.</source>
        <translation>%1 steigt an der Tür wieder auf sein Pferd.</translation>
    </message>
    <message>
        <source>%1 fights aggressively.</source>
        <translation>%1 kämpft angriffslustig.</translation>
    </message>
    <message>
        <source>%1 fights defensively.</source>
        <translation>%1 kämpft verteidigend.</translation>
    </message>
    <message>
        <source>%1 has ridden this turn.</source>
        <translation>%1 ist in dieser Runde geritten.</translation>
    </message>
    <message>
        <source>%1 stays put this turn.</source>
        <translation>%1 bleibt in dieser Runde stehen.</translation>
    </message>
    <message>
        <source>No other courier stands within %1 in.</source>
        <translation>Kein anderer Kurier steht innerhalb von %1 Zoll.</translation>
    </message>
    <message>
        <source>Neither he nor %1 has a boast chit to show: nobody could win.</source>
        <translation>Weder er noch %1 hat einen Prahlmarker vorzuzeigen: niemand könnte gewinnen.</translation>
    </message>
    <message>
        <source>He has had his contest with each courier near him (one a pair a mission).</source>
        <translation>Er hatte seinen Wettstreit mit jedem Kurier in seiner Nähe schon (einer je Paar und Mission).</translation>
    </message>
    <message>
        <source>Drinking lifts only a thirsty man; he is %1.</source>
        <translation>Trinken hilft nur einem Durstigen; er ist %1.</translation>
    </message>
    <message>
        <source>Eating lifts only a hungry man; he is %1.</source>
        <translation>Essen hilft nur einem Hungrigen; er ist %1.</translation>
    </message>
    <message>
        <source>He is not exhausted and his horse is not tired: sleep gives him nothing.</source>
        <translation>Er ist nicht erschöpft und sein Pferd nicht müde: Schlaf bringt ihm nichts.</translation>
    </message>
    <message>
        <source>Nobody is chasing him.</source>
        <translation>Niemand verfolgt ihn.</translation>
    </message>
    <message>
        <source>No loose horse of his, nor of a companion within %1 in who stayed put.</source>
        <translation>Kein entlaufenes Pferd von ihm oder einem Gefährten innerhalb von %1 Zoll, der stehen blieb.</translation>
    </message>
    <message>
        <source>He rode this turn: only a courier who has not moved may do this.</source>
        <translation>Er ist in diesem Zug geritten: nur ein Kurier, der sich nicht bewegt hat, darf das.</translation>
    </message>
    <message>
        <source>No water within %1 in, and no wine.</source>
        <translation>Kein Wasser innerhalb von %1 Zoll und kein Wein.</translation>
    </message>
    <message>
        <source>No building within %1 in to forage in, and no bread.</source>
        <translation>Kein Gebäude innerhalb von %1 Zoll zum Furagieren und kein Brot.</translation>
    </message>
    <message>
        <source>No cover within %1 in to hide behind.</source>
        <translation>Keine Deckung innerhalb von %1 Zoll zum Verstecken.</translation>
    </message>
    <message>
        <source>No enemy touches him.</source>
        <translation>Kein Feind berührt ihn.</translation>
    </message>
    <message>
        <source>He has been silenced: he may not parley.</source>
        <translation>Er wurde zum Schweigen gebracht: er darf nicht verhandeln.</translation>
    </message>
    <message>
        <source>Nobody within %1 in to parley with.</source>
        <translation>Niemand innerhalb von %1 Zoll zum Verhandeln.</translation>
    </message>
    <message>
        <source>No farmhouse, woods or bridge here whose adventure he has not had.</source>
        <translation>Kein Gehöft, Wald oder Brücke hier, deren Abenteuer er noch nicht hatte.</translation>
    </message>
    <message>
        <source>No enemy within %1 in.</source>
        <translation>Kein Feind innerhalb von %1 Zoll.</translation>
    </message>
    <message>
        <source>He has no pistol.</source>
        <translation>Er hat keine Pistole.</translation>
    </message>
    <message>
        <source>He has no missive.</source>
        <translation>Er hat keine Depesche.</translation>
    </message>
    <message>
        <source>No French courier without a missive stands within %1 in.</source>
        <translation>Kein französischer Kurier ohne Depesche steht innerhalb von %1 Zoll.</translation>
    </message>
    <message>
        <source>A prisoner acts only by his captors&apos; prisoner table.</source>
        <translation>Ein Gefangener handelt nur nach der Gefangenentabelle seiner Bewacher.</translation>
    </message>
    <message>
        <source>Lost in the woods, he must try their adventure again.</source>
        <translation>Im Wald verirrt, muss er dessen Abenteuer erneut versuchen.</translation>
    </message>
    <message>
        <source>An enemy touches him: he must fight or parley.</source>
        <translation>Ein Feind berührt ihn: er muss kämpfen oder verhandeln.</translation>
    </message>
    <message>
        <source>he fends the blow off</source>
        <translation>er wehrt den Schlag ab</translation>
    </message>
    <message>
        <source>he is beaten</source>
        <translation>er ist geschlagen</translation>
    </message>
    <message>
        <source>his man falls</source>
        <translation>sein Gegner fällt</translation>
    </message>
    <message>
        <source>his man stands</source>
        <translation>sein Gegner hält stand</translation>
    </message>
    <message>
        <source>Couriers ride only in the movement phase.</source>
        <translation>Kuriere reiten nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>No courier rides now.</source>
        <translation>Jetzt reitet kein Kurier.</translation>
    </message>
    <message>
        <source>It is %1&apos;s ride now.</source>
        <translation>Jetzt reitet %1.</translation>
    </message>
    <message>
        <source>He %1.</source>
        <translation>Er %1.</translation>
    </message>
    <message>
        <source>their die %1, none of his to answer it</source>
        <translation>ihr Würfel %1, keiner von seinen dagegen</translation>
    </message>
    <message>
        <source>their die %1, he %2</source>
        <translation>ihr Würfel %1, er %2</translation>
    </message>
    <message>
        <source>; beaten, he rolls again for his defence: %1</source>
        <translation>; geschlagen, würfelt er für seine Verteidigung erneut: %1</translation>
    </message>
    <message>
        <source>%1 breaks his parole: he fights the British.</source>
        <translation>%1 bricht sein Ehrenwort: Er kämpft gegen die Briten.</translation>
    </message>
    <message>
        <source>%1 fights %2 %3: %4 against %5 (%6); %7.</source>
        <translation>%1 kämpft gegen %2 %3: %4 gegen %5 (%6); %7.</translation>
    </message>
    <message>
        <source>He rolls %1 and moves that many inches away.</source>
        <translation>Er würfelt %1 und entfernt sich so viele Zoll.</translation>
    </message>
    <message>
        <source>Low branches: rolled %1, %2 in all: they sweep him off his horse.</source>
        <translation>Tiefe Äste: %1 gewürfelt, %2 insgesamt: Sie fegen ihn vom Pferd.</translation>
    </message>
    <message>
        <source>Low branches: rolled %1, %2 in all: he ducks under them.</source>
        <translation>Tiefe Äste: %1 gewürfelt, %2 insgesamt: Er duckt sich darunter hindurch.</translation>
    </message>
    <message>
        <source>He runs for it and is shot down (rolled %1, a 1 kept).</source>
        <translation>Er versucht zu fliehen und wird niedergeschossen (%1 gewürfelt, eine 1 behalten).</translation>
    </message>
    <message>
        <source>He runs for it and gets away</source>
        <translation>Er versucht zu fliehen und entkommt</translation>
    </message>
    <message>
        <source>He makes off</source>
        <translation>Er macht sich davon</translation>
    </message>
    <message>
        <source>He fails to dig himself out (try %1, rolled %2).</source>
        <translation>Er kann sich nicht freigraben (Versuch %1, %2 gewürfelt).</translation>
    </message>
    <message>
        <source>%1: his movement dice %2.</source>
        <translation>%1: seine Bewegungswürfel %2.</translation>
    </message>
    <message>
        <source>%1 ride into the trees, a die for each rider, lost on a %2: rolled %3; %4 lost.</source>
        <translation>%1 reiten in den Wald, ein Würfel je Reiter, verloren bei %2: %3 gewürfelt; %4 verloren.</translation>
    </message>
    <message>
        <source>%1 go back %2 in towards their ground (rolled %3).</source>
        <translation>%1 kehren %2 Zoll in Richtung ihres Geländes zurück (%3 gewürfelt).</translation>
    </message>
    <message>
        <source>%1 has brought his missive to the Emperor.</source>
        <translation>%1 hat seine Depesche dem Kaiser überbracht.</translation>
    </message>
    <message>
        <source>%1 draws a boast chit, face down.</source>
        <translation>%1 zieht einen Ruhmesmarker, verdeckt.</translation>
    </message>
    <message>
        <source>%1 draws %2 boast chits, face down.</source>
        <translation>%1 zieht %2 Ruhmesmarker, verdeckt.</translation>
    </message>
    <message>
        <source>%1 draws a shame chit, face down.</source>
        <translation>%1 zieht einen Schandmarker, verdeckt.</translation>
    </message>
    <message>
        <source>%1 draws %2 shame chits, face down.</source>
        <translation>%1 zieht %2 Schandmarker, verdeckt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>+1 a chit, a braggart</source>
        <translation>+1 je Marker, als Prahlhans</translation>
    </message>
    <message>
        <source>halved, a prisoner</source>
        <translation>halbiert, als Gefangener</translation>
    </message>
    <message>
        <source>%1 turns up his chits: boasts %2, shame %3; his boasts come to %4%5.</source>
        <translation>%1 deckt seine Marker auf: Ruhm %2, Schande %3; sein Ruhm beträgt %4%5.</translation>
    </message>
    <message>
        <source>%1 jumps: %2 %3, %4 in all with his modifiers (%5 gets him over). %6</source>
        <translation>%1 springt: %2 %3, %4 insgesamt mit seinen Modifikatoren (%5 bringt ihn hinüber). %6</translation>
    </message>
    <message>
        <source>%1 (the better of %2)</source>
        <translation>%1 (der bessere von %2)</translation>
    </message>
    <message>
        <source>%1 has freed %2, who hands him one of his boast chits.</source>
        <translation>%1 hat %2 befreit, der ihm einen seiner Ruhmesmarker übergibt.</translation>
    </message>
    <message>
        <source>%1 is stopped by %2: no one crosses it but by a bridge.</source>
        <translation>%1 wird von %2 aufgehalten: Hinüber geht es nur über eine Brücke.</translation>
    </message>
    <message>
        <source>the water</source>
        <translation>dem Wasser</translation>
    </message>
    <message>
        <source>%1 has rolled: first say which of his low dice he rolls again, if any.</source>
        <translation>%1 hat gewürfelt: Sagen Sie zuerst, welche seiner niedrigen Würfel er neu wirft, wenn überhaupt.</translation>
    </message>
    <message>
        <source>%1 rolls %2: his energy lets him roll again any die of %3 or less, if he wishes.</source>
        <translation>%1 würfelt %2: Seine Kraft erlaubt ihm, jeden Würfel mit %3 oder weniger neu zu werfen, wenn er will.</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>%1 gewürfelt</translation>
    </message>
    <message>
        <source>%1 has no roll waiting to be rolled again.</source>
        <translation>%1 hat keinen Wurf, der auf einen Neuwurf wartet.</translation>
    </message>
    <message>
        <source>%1 may roll again only his dice of %2 or less (places %3 of his roll, from 0), each once.</source>
        <translation>%1 darf nur seine Würfel mit %2 oder weniger neu werfen (Stellen %3 seines Wurfs, ab 0), jeden einmal.</translation>
    </message>
    <message>
        <source>%1 keeps his dice %2: %3 in.</source>
        <translation>%1 behält seine Würfel %2: %3 Zoll.</translation>
    </message>
    <message>
        <source>%1 rolls his %2 again and gets %3: %4, %5 in.</source>
        <translation>%1 wirft seine %2 neu und erhält %3: %4, %5 Zoll.</translation>
    </message>
    <message>
        <source>%1 has rolled for this ride: which dice he rolls again comes first.</source>
        <translation>%1 hat für diesen Ritt gewürfelt: Zuerst kommt, welche Würfel er neu wirft.</translation>
    </message>
    <message>
        <source>%1 rolls every low die again.</source>
        <translation>%1 wirft jeden niedrigen Würfel neu.</translation>
    </message>
    <message>
        <source>%1 is stopped after %2 in by %3 in his way.</source>
        <translation>%1 wird nach %2 Zoll von %3 auf seinem Weg aufgehalten.</translation>
    </message>
    <message>
        <source>%1 is in his way after %2 in</source>
        <translation>%1 steht ihm nach %2 Zoll im Weg</translation>
    </message>
    <message>
        <source>%1 jumps: %2 rolled %3, %4 in all with his modifiers (%5 gets him over), which reads: “%6” His energy lets him roll it again, if he wishes.</source>
        <translation>%1 springt: %2, %3 gewürfelt, %4 insgesamt mit seinen Modifikatoren (%5 bringt ihn hinüber), das heißt: „%6“ Seine Kraft erlaubt ihm, ihn neu zu werfen, wenn er will.</translation>
    </message>
    <message>
        <source>rolled %1 to jump</source>
        <translation>%1 für den Sprung gewürfelt</translation>
    </message>
    <message>
        <source>%1 rolls his jump&apos;s one die again (place 0) or keeps it.</source>
        <translation>%1 wirft den einen Würfel seines Sprungs neu (Platz 0) oder behält ihn.</translation>
    </message>
</context>
<context>
    <name>SteeplechaseLog</name>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>pursuit</source>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>appearance</source>
        <translation>Auftauchen</translation>
    </message>
    <message>
        <source>arrival</source>
        <translation>Ankunft</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>Gefangennahme</translation>
    </message>
    <message>
        <source>chits</source>
        <translation>Marken</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>Wahl</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>freed</source>
        <translation>Befreit</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <source>missive</source>
        <translation>Depesche</translation>
    </message>
    <message>
        <source>overcome</source>
        <translation>Überwältigt</translation>
    </message>
    <message>
        <source>parole</source>
        <translation>Ehrenwort</translation>
    </message>
    <message>
        <source>patrol</source>
        <translation>Patrouille</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>Befreiung</translation>
    </message>
    <message>
        <source>triples</source>
        <translation>Drilling</translation>
    </message>
</context>
<context>
    <name>SteeplechaseLooks</name>
    <message>
        <source>Courier</source>
        <translation>Kurier</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Beritten</translation>
    </message>
</context>
<context>
    <name>SteeplechasePaper</name>
    <message>
        <source>Starts %1: at most %2D6 to move.</source>
        <translation>Beginnt %1: höchstens %2W6 für die Bewegung.</translation>
    </message>
    <message>
        <source>He has</source>
        <translation>Er hat</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Ability: %1</source>
        <translation>Fähigkeit: %1</translation>
    </message>
    <message>
        <source>Item: %1</source>
        <translation>Gegenstand: %1</translation>
    </message>
    <message>
        <source>on foot until caught: %1+</source>
        <translation>zu Fuß, bis es eingefangen ist: %1+</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <source>Mounted, he starts a move in rough ground with %1D6.</source>
        <translation>Beritten beginnt er eine Bewegung in unwegsamem Gelände mit %1W6.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Was es bedeutet</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>frisch</translation>
    </message>
    <message>
        <source>%1D6 to move</source>
        <translation>%1W6 für die Bewegung</translation>
    </message>
    <message>
        <source>fatigued</source>
        <translation>ermüdet</translation>
    </message>
    <message>
        <source>%1D6 to move; sleep rests it unless it is wounded</source>
        <translation>%1W6 für die Bewegung; Schlaf erholt es, außer es ist verwundet</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>entlaufen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>on foot: %1D6 to move</source>
        <translation>zu Fuß: %1W6 für die Bewegung</translation>
    </message>
    <message>
        <source>Missive and chits</source>
        <translation>Depesche und Marken</translation>
    </message>
    <message>
        <source>Destroying the missive: %1. Taking a lost one back: %2. Bringing it to the Emperor: %3.</source>
        <translation>Die Depesche vernichten: %1. Eine verlorene zurückholen: %2. Sie zum Kaiser bringen: %3.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>Missive held</source>
        <translation>Depesche in der Hand</translation>
    </message>
    <message>
        <source>untick when lost</source>
        <translation>ausradieren, wenn verloren</translation>
    </message>
    <message>
        <source>Boast chits</source>
        <translation>Prahlerei-Marken</translation>
    </message>
    <message>
        <source>drawn hidden, shown at the end</source>
        <translation>verdeckt gezogen, am Ende gezeigt</translation>
    </message>
    <message>
        <source>Shame chits</source>
        <translation>Schande-Marken</translation>
    </message>
    <message>
        <source>the most shamed takes the blame if the French fail</source>
        <translation>scheitern die Franzosen, trägt der mit der meisten Schande die Schuld</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Re-rolls of movement and combat dice. Triples thrown by anyone cost every courier a level.</source>
        <translation>Wiederholungswürfe der Bewegungs- und Kampfwürfel. Ein Drilling, gleich wer ihn wirft, kostet jeden Kurier eine Stufe.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Re-rolls</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Reached again by</source>
        <translation>Wieder erreicht durch</translation>
    </message>
    <message>
        <source>Courier sheet</source>
        <translation>Kurierbogen</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Der Zug</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>From the leader of the race back, each courier points his model, rolls up to his dice and rides the total in a straight line, or stays.</source>
        <translation>Vom Führenden des Rennens nach hinten richtet jeder Kurier seine Figur aus, würfelt bis zu seinen Würfeln und reitet die Summe in gerader Linie, oder bleibt stehen.</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>Every group that sees an enemy courier moves straight at him on its dice.</source>
        <translation>Jede Gruppe, die einen feindlichen Kurier sieht, rückt mit ihren Würfeln geradewegs auf ihn zu.</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Handlungen</translation>
    </message>
    <message>
        <source>From the back of the race to the front, one action each.</source>
        <translation>Vom Letzten des Rennens nach vorn, je eine Handlung.</translation>
    </message>
    <message>
        <source>Movement dice</source>
        <translation>Bewegungswürfel</translation>
    </message>
    <message>
        <source>He may roll fewer. A pair moves the nearest patrol along its route (two pairs, the two nearest). Triples: every courier a level of energy down, his horse fatigued, his move halved.</source>
        <translation>Er darf weniger würfeln. Ein Pasch bewegt die nächste Streife auf ihrer Route (zwei Pasche: die zwei nächsten). Ein Drilling: jeder Kurier eine Kraftstufe weniger, sein Pferd ermüdet, seine Bewegung halbiert.</translation>
    </message>
    <message>
        <source>He is</source>
        <translation>Er ist</translation>
    </message>
    <message>
        <source>Most D6</source>
        <translation>Höchstens W6</translation>
    </message>
    <message>
        <source>mounted, starting in rough ground</source>
        <translation>beritten, Start in unwegsamem Gelände</translation>
    </message>
    <message>
        <source>On each of a pursuer&apos;s movement dice showing a bullet face</source>
        <translation>Für jeden Bewegungswürfel eines Verfolgers, der eine Kugelseite zeigt</translation>
    </message>
    <message>
        <source>Sleeping in the open, if he chooses</source>
        <translation>Schlaf unter freiem Himmel, wenn er will</translation>
    </message>
    <message>
        <source>Sleeping under a roof, if he chooses</source>
        <translation>Schlaf unter einem Dach, wenn er will</translation>
    </message>
    <message>
        <source>Steeplechase — quick reference</source>
        <translation>Steeplechase — Kurzübersicht</translation>
    </message>
    <message>
        <source>The turn, movement, the groups, fighting</source>
        <translation>Der Zug, die Bewegung, die Gruppen, der Kampf</translation>
    </message>
    <message>
        <source>Every die is a D6; lengths in inches. A roll past either end of a table reads the entry at that end.</source>
        <translation>Jeder Würfel ist ein W6; Längen in Zoll. Ein Wurf jenseits eines Endes einer Tabelle gilt als der Eintrag an diesem Ende.</translation>
    </message>
    <message>
        <source>The ride: jumps, bullets, sleep</source>
        <translation>Der Ritt: Sprünge, Kugeln, Schlaf</translation>
    </message>
    <message>
        <source>The people of the course and the adventures</source>
        <translation>Die Leute der Strecke und die Abenteuer</translation>
    </message>
    <message>
        <source>The couriers and their actions</source>
        <translation>Die Kuriere und ihre Handlungen</translation>
    </message>
    <message>
        <source>if yes: %1</source>
        <translation>wenn ja: %1</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>W6</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Marken</translation>
    </message>
    <message>
        <source>enemy</source>
        <translation>Feind</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>stays put</source>
        <translation>bleibt stehen</translation>
    </message>
    <message>
        <source>The groups the rules run</source>
        <translation>Die Gruppen, die die Regeln führen</translation>
    </message>
    <message>
        <source>A patrol sees %1 in ahead and gives chase; chasing, it sees its quarry %2 in all round. Each die of its move showing a bullet face is a roll on the whizzing-bullets table.</source>
        <translation>Eine Streife sieht %1 Zoll nach vorn und nimmt die Verfolgung auf; verfolgend sieht sie ihre Beute %2 Zoll ringsum. Jeder Würfel ihrer Bewegung mit einer Kugelseite ist ein Wurf auf der Tabelle der pfeifenden Kugeln.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Männer</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Bullets on</source>
        <translation>Kugeln bei</translation>
    </message>
    <message>
        <source>Fallen (overcome when full)</source>
        <translation>Gefallen (überwunden, wenn voll)</translation>
    </message>
    <message>
        <source>%1 — couriers and groups</source>
        <translation>%1 — Kuriere und Gruppen</translation>
    </message>
    <message>
        <source>Abilities and items (one ability and two items each)</source>
        <translation>Fähigkeiten und Gegenstände (je eine Fähigkeit und zwei Gegenstände)</translation>
    </message>
    <message>
        <source>Ability or item</source>
        <translation>Fähigkeit oder Gegenstand</translation>
    </message>
    <message>
        <source>Actions: one a turn, from the back of the race to the front</source>
        <translation>Handlungen: eine je Zug, vom Letzten des Rennens nach vorn</translation>
    </message>
    <message>
        <source>Touching an enemy, he must parley or fight. A prisoner acts only by his captor&apos;s prisoner table.</source>
        <translation>Berührt er einen Feind, muss er verhandeln oder kämpfen. Ein Gefangener handelt nur über die Gefangenentabelle seiner Bewacher.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handlung</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Roll and result</source>
        <translation>Wurf und Ergebnis</translation>
    </message>
    <message>
        <source>did not move</source>
        <translation>hat sich nicht bewegt</translation>
    </message>
    <message>
        <source>Catch a horse</source>
        <translation>Ein Pferd einfangen</translation>
    </message>
    <message>
        <source>%1+ (%2)</source>
        <translation>%1+ (%2)</translation>
    </message>
    <message>
        <source>Drink</source>
        <translation>Trinken</translation>
    </message>
    <message>
        <source>did not move; water within %1 in, or wine</source>
        <translation>hat sich nicht bewegt; Wasser innerhalb %1 Zoll, oder Wein</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Eat</source>
        <translation>Essen</translation>
    </message>
    <message>
        <source>did not move; a building within %1 in, or bread</source>
        <translation>hat sich nicht bewegt; ein Gebäude innerhalb %1 Zoll, oder Brot</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Schlafen</translation>
    </message>
    <message>
        <source>%1 to %2, and rests a horse tired by triples; in the open or under a roof he may read the campsite or billet table</source>
        <translation>%1 → %2, und ein von einem Drilling ermüdetes Pferd erholt sich; unter freiem Himmel oder unter einem Dach darf er die Lager- oder Quartiertabelle lesen</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Verhandeln</translation>
    </message>
    <message>
        <source>a group within %1 in</source>
        <translation>eine Gruppe innerhalb %1 Zoll</translation>
    </message>
    <message>
        <source>that group&apos;s parley table</source>
        <translation>die Verhandlungstabelle dieser Gruppe</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <source>touching an enemy</source>
        <translation>berührt einen Feind</translation>
    </message>
    <message>
        <source>see Fighting</source>
        <translation>siehe Kampf</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>at a farmhouse, in woods, on a bridge; once each</source>
        <translation>an einem Bauernhof, im Wald, auf einer Brücke; je einmal</translation>
    </message>
    <message>
        <source>that place&apos;s table</source>
        <translation>die Tabelle dieses Ortes</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verstecken</translation>
    </message>
    <message>
        <source>pursued; did not move; cover within %1 in</source>
        <translation>verfolgt; hat sich nicht bewegt; Deckung innerhalb %1 Zoll</translation>
    </message>
    <message>
        <source>%1+ (%2): unseen while he stays; %3</source>
        <translation>%1+ (%2): ungesehen, solange er bleibt; %3</translation>
    </message>
    <message>
        <source>Destroy the missive</source>
        <translation>Die Depesche vernichten</translation>
    </message>
    <message>
        <source>he has it</source>
        <translation>er hat sie</translation>
    </message>
    <message>
        <source>Pass the missive</source>
        <translation>Die Depesche übergeben</translation>
    </message>
    <message>
        <source>a French courier without one within %1 in</source>
        <translation>ein französischer Kurier ohne Depesche innerhalb %1 Zoll</translation>
    </message>
    <message>
        <source>he takes it</source>
        <translation>er nimmt sie</translation>
    </message>
    <message>
        <source>Fire a pistol</source>
        <translation>Pistole abfeuern</translation>
    </message>
    <message>
        <source>an enemy within %1 in</source>
        <translation>ein Feind innerhalb %1 Zoll</translation>
    </message>
    <message>
        <source>%1+ removes the figure</source>
        <translation>%1+ entfernt die Figur</translation>
    </message>
    <message>
        <source>Boasting contest</source>
        <translation>Prahlwettstreit</translation>
    </message>
    <message>
        <source>a courier within %1 in, once a pair</source>
        <translation>ein Kurier innerhalb %1 Zoll, einmal je Paar</translation>
    </message>
    <message>
        <source>each shows a chit; the higher wins %1</source>
        <translation>jeder zeigt eine Marke; die höhere gewinnt %1</translation>
    </message>
    <message>
        <source>Fighting: each enemy touching him rolls a die once a turn</source>
        <translation>Kampf: jeder Feind, der ihn berührt, würfelt einmal je Zug</translation>
    </message>
    <message>
        <source>His die</source>
        <translation>Sein Würfel</translation>
    </message>
    <message>
        <source>What follows</source>
        <translation>Was folgt</translation>
    </message>
    <message>
        <source>Defensive</source>
        <translation>Abwehrend</translation>
    </message>
    <message>
        <source>He wins ties. Lower: that group&apos;s losing table.</source>
        <translation>Er gewinnt bei Gleichstand. Niedriger: die Niederlagentabelle dieser Gruppe.</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Angreifend</translation>
    </message>
    <message>
        <source>The enemy wins ties. Higher: that enemy falls.</source>
        <translation>Der Feind gewinnt bei Gleichstand. Höher: dieser Feind fällt.</translation>
    </message>
    <message>
        <source>His energy&apos;s; and for defensive dice %1 a turn, %2 mounted, %3 for a famous swordsman (who adds %4 to every die).</source>
        <translation>Die seiner Kraft; und für abwehrende Würfel %1 je Zug, %2 beritten, %3 für einen berühmten Fechter (der jedem Würfel %4 hinzufügt).</translation>
    </message>
    <message>
        <source>Overcome</source>
        <translation>Überwunden</translation>
    </message>
    <message>
        <source>When enough of a group fall: its overcoming table, read by the courier who felled the last.</source>
        <translation>Wenn genug Männer einer Gruppe gefallen sind: ihre Siegestabelle, gelesen vom Kurier, der den letzten fällte.</translation>
    </message>
    <message>
        <source>The groups</source>
        <translation>Die Gruppen</translation>
    </message>
    <message>
        <source>A patrol sees %1 in ahead and gives chase; chasing, it sees its quarry %2 in all round.</source>
        <translation>Eine Streife sieht %1 Zoll nach vorn und nimmt die Verfolgung auf; verfolgend sieht sie ihre Beute %2 Zoll ringsum.</translation>
    </message>
    <message>
        <source>Overcome at</source>
        <translation>Überwunden bei</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>At the Emperor</source>
        <translation>Beim Kaiser</translation>
    </message>
    <message>
        <source>A courier with a missive reaches him: the French succeed, and he draws %1.</source>
        <translation>Ein Kurier mit Depesche erreicht ihn: die Franzosen haben Erfolg, und er zieht %1.</translation>
    </message>
    <message>
        <source>No missive</source>
        <translation>Keine Depesche</translation>
    </message>
    <message>
        <source>No courier holds one for two turns running: the French fail, and the most shamed courier takes the blame.</source>
        <translation>Zwei Züge hintereinander hält kein Kurier eine: die Franzosen scheitern, und der Kurier mit der meisten Schande trägt die Schuld.</translation>
    </message>
    <message>
        <source>The tally</source>
        <translation>Die Abrechnung</translation>
    </message>
    <message>
        <source>Boast chits only; a braggart %1 a chit; a prisoner&apos;s total halved. The most boasts wins.</source>
        <translation>Nur Prahlerei-Marken; ein Prahler %1 je Marke; die Summe eines Gefangenen halbiert. Die meiste Prahlerei gewinnt.</translation>
    </message>
    <message>
        <source>%1 on the tables marked cunning, %2 to catch his horse, %3 to hide.</source>
        <translation>%1 auf den als gerissen markierten Tabellen, %2 beim Einfangen seines Pferdes, %3 beim Verstecken.</translation>
    </message>
    <message>
        <source>At the end each boast chit counts %1.</source>
        <translation>Am Ende zählt jede Prahlerei-Marke %1.</translation>
    </message>
    <message>
        <source>%1 on the tables marked braggart. %2</source>
        <translation>%1 auf den als Prahler markierten Tabellen. %2</translation>
    </message>
    <message>
        <source>%1 to jump a stream, %2 to jump a wall, %3 to catch his horse.</source>
        <translation>%1 beim Sprung über einen Bach, %2 beim Sprung über eine Mauer, %3 beim Einfangen seines Pferdes.</translation>
    </message>
    <message>
        <source>%1 on every combat die, %2 to his defensive re-rolls a turn.</source>
        <translation>%1 auf jeden Kampfwürfel, %2 auf seine abwehrenden Wiederholungen je Zug.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Pays where a table asks for coins; kept until it is lost.</source>
        <translation>Zahlt, wo eine Tabelle Münzen verlangt; bleibt, bis er verloren geht.</translation>
    </message>
    <message>
        <source>A drink wherever he is: drinking lifts him from %1 to %2.</source>
        <translation>Zu trinken, wo er auch ist: Trinken hebt ihn von %1 auf %2.</translation>
    </message>
    <message>
        <source>Food wherever he is: eating lifts him from %1 to %2.</source>
        <translation>Zu essen, wo er auch ist: Essen hebt ihn von %1 auf %2.</translation>
    </message>
    <message>
        <source>While fresh, %1D6 to move instead of %2D6; %3 to jump a stream or a wall, %4 to catch him.</source>
        <translation>Solange es frisch ist, %1W6 für die Bewegung statt %2W6; %3 beim Sprung über Bach oder Mauer, %4 beim Einfangen.</translation>
    </message>
    <message>
        <source>Fires at an enemy within %1 in: %2+ removes the figure.</source>
        <translation>Schießt auf einen Feind innerhalb %1 Zoll: %2+ entfernt die Figur.</translation>
    </message>
    <message numerus="yes">
        <source>%n boasts</source>
        <translation>
            <numerusform>%n Prahlerei</numerusform>
            <numerusform>%n Prahlereien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shame</source>
        <translation>
            <numerusform>%n Schande</numerusform>
            <numerusform>%n Schande</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SteeplechaseRuleset</name>
    <message>
        <source>A race needs at least two couriers.</source>
        <translation>Ein Rennen braucht mindestens zwei Kuriere.</translation>
    </message>
    <message>
        <source>A race needs the Emperor: an objective marker where the course ends.</source>
        <translation>Ein Rennen braucht den Kaiser: eine Zielmarke am Ende der Strecke.</translation>
    </message>
</context>
<context>
    <name>SteeplechaseSetupDialog</name>
    <message>
        <source>Before the Race</source>
        <translation>Vor dem Rennen</translation>
    </message>
    <message>
        <source>Each courier you ride picks one ability and two items; he keeps them until he loses them. The computer&apos;s couriers choose theirs when the race starts, and the log says why.</source>
        <translation>Jeder Kurier, den Sie reiten, wählt eine Fähigkeit und zwei Gegenstände; er behält sie, bis er sie verliert. Die Kuriere des Computers wählen ihre beim Start des Rennens, und das Protokoll sagt, warum.</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Kurier</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>First item</source>
        <translation>Erster Gegenstand</translation>
    </message>
    <message>
        <source>Second item</source>
        <translation>Zweiter Gegenstand</translation>
    </message>
    <message>
        <source>The computer&apos;s couriers choose for themselves (otherwise they ride as the scenario has them)</source>
        <translation>Die Kuriere des Computers wählen selbst (sonst reiten sie, wie das Szenario sie ausstattet)</translation>
    </message>
</context>
<context>
    <name>TableExporter</name>
    <message>
        <source>Ambuscade table</source>
        <translation>Ambuscade-Tisch</translation>
    </message>
    <message>
        <source>cannot tell the format of %1: name it .svg, .png or .pdf</source>
        <translation>Format von %1 unbekannt: Datei .svg, .png oder .pdf nennen</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the image would be %1 × %2 pixels, more than the %3 megapixels allowed: choose fewer pixels per cm</source>
        <translation>das Bild wäre %1 × %2 Pixel groß, mehr als die erlaubten %3 Megapixel: wählen Sie weniger Pixel pro cm</translation>
    </message>
    <message>
        <source>cannot make an image of %1 × %2 pixels (%3 MiB): not enough memory; choose fewer pixels per cm</source>
        <translation>ein Bild von %1 × %2 Pixeln (%3 MiB) kann nicht erstellt werden: nicht genug Speicher; wählen Sie weniger Pixel pro cm</translation>
    </message>
    <message>
        <source>the image of %1 × %2 pixels could not be encoded as PNG</source>
        <translation>das Bild von %1 × %2 Pixeln konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>could not draw %1: %2</source>
        <translation>%1 konnte nicht gezeichnet werden: %2</translation>
    </message>
</context>
<context>
    <name>TableMoves</name>
    <message numerus="yes">
        <source>%n men go all the way</source>
        <translation>
            <numerusform>%n Mann geht den ganzen Weg</numerusform>
            <numerusform>%n Mann gehen den ganzen Weg</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody can move</source>
        <translation>Niemand kann sich bewegen</translation>
    </message>
    <message numerus="yes">
        <source>%n men go</source>
        <translation>
            <numerusform>%n Mann geht</numerusform>
            <numerusform>%n Mann gehen</numerusform>
        </translation>
    </message>
    <message>
        <source>all of them only part of the way</source>
        <translation>alle nur einen Teil des Weges</translation>
    </message>
    <message numerus="yes">
        <source>%n of them only part of the way</source>
        <translation>
            <numerusform>davon %n nur einen Teil des Weges</numerusform>
            <numerusform>davon %n nur einen Teil des Weges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot move</source>
        <translation>
            <numerusform>%n kann sich nicht bewegen</numerusform>
            <numerusform>%n können sich nicht bewegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men moved</source>
        <translation>
            <numerusform>%n Mann bewegt</numerusform>
            <numerusform>%n Mann bewegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them stopped short</source>
        <translation>
            <numerusform>davon blieb %n zu früh stehen</numerusform>
            <numerusform>davon blieben %n zu früh stehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not move</source>
        <translation>
            <numerusform>%n konnte sich nicht bewegen</numerusform>
            <numerusform>%n konnten sich nicht bewegen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Unerfahren</translation>
    </message>
    <message>
        <source>Formed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Irregular</source>
        <translation>Irregulär</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Zivilist</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Spielerfigur</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation>Trommler</translation>
    </message>
    <message>
        <source>Bugler</source>
        <translation>Hornist</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Gemeiner</translation>
    </message>
    <message>
        <source>British regular</source>
        <translation>Britischer Linieninfanterist</translation>
    </message>
    <message>
        <source>French regular</source>
        <translation>Französischer Linieninfanterist</translation>
    </message>
    <message>
        <source>Compagnies franches de la Marine</source>
        <translation>Compagnies franches de la Marine</translation>
    </message>
    <message>
        <source>Provincial</source>
        <translation>Provinzsoldat</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Canadian militia</source>
        <translation>Kanadische Miliz</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Indian</source>
        <translation>Indianer</translation>
    </message>
</context>
<context>
    <name>TerrainKind</name>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Befestigung</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Zaun</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <source>Fallen tree</source>
        <translation>Umgestürzter Baum</translation>
    </message>
</context>
<context>
    <name>TiledPrint</name>
    <message>
        <source>Ambuscade table</source>
        <translation>Ambuscade-Tisch</translation>
    </message>
    <message>
        <source>sheet %1 of %2, row %3, column %4 of %5 × %6</source>
        <translation>Blatt %1 von %2, Reihe %3, Spalte %4 von %5 × %6</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>The %1 × %2 cm table at true scale on %3 × %4 sheets of %5 paper (rows × columns), %6; neighbouring sheets share %7 mm of the table. Print at 100 % (actual size, not fitted to the page) and check the 10 cm bar on each sheet. Trim a sheet along the left and top edges of its picture and lay it over its neighbours up to their dashed lines.</source>
        <translation>Der %1 × %2 cm große Tisch in wahrer Größe auf %3 × %4 Blättern %5 (Reihen × Spalten), im %6; benachbarte Blätter zeigen beide %7 mm des Tisches. Mit 100 % drucken (tatsächliche Größe, nicht an die Seite angepasst) und den 10-cm-Balken jedes Blattes nachmessen. Ein Blatt am linken und oberen Rand seines Bildes beschneiden und bis zu den gestrichelten Linien über seine Nachbarn legen.</translation>
    </message>
    <message>
        <source>10 cm: measure it to check the print is at true scale</source>
        <translation>10 cm: nachmessen, ob der Druck die wahre Größe hat</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>unknown paper size &quot;%1&quot;: choose %2</source>
        <translation>unbekanntes Papierformat „%1“: %2 wählen</translation>
    </message>
    <message>
        <source>%1 paper is not offered for tiling: choose %2</source>
        <translation>Papier %1 wird für den gekachelten Druck nicht angeboten: %2 wählen</translation>
    </message>
    <message>
        <source>an overlap of %1 mm is refused: it cannot be less than none</source>
        <translation>eine Überlappung von %1 mm wird abgelehnt: sie kann nicht negativ sein</translation>
    </message>
    <message>
        <source>an overlap of %1 mm leaves nothing of a sheet of %2, whose picture is %3 mm across: choose less than %3 mm</source>
        <translation>eine Überlappung von %1 mm lässt nichts von einem Blatt %2 übrig, dessen Bild %3 mm breit ist: weniger als %3 mm wählen</translation>
    </message>
    <message>
        <source>the %1 × %2 cm table would take %3 sheets of %4, more than the %5 a tiled print may have: choose larger paper</source>
        <translation>der %1 × %2 cm große Tisch bräuchte %3 Blätter %4, mehr als die %5 eines gekachelten Drucks: größeres Papier wählen</translation>
    </message>
</context>
<context>
    <name>TiledPrintDialog</name>
    <message>
        <source>Print the Table Tiled</source>
        <translation>Tisch gekachelt drucken</translation>
    </message>
    <message>
        <source>The table at true scale on sheets of paper to trim and tape together, after an assembly sheet that shows where each goes.</source>
        <translation>Der Tisch in wahrer Größe auf Blättern zum Beschneiden und Zusammenkleben, nach einem Montageblatt, das zeigt, wohin jedes gehört.</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>Ü&amp;berlappung:</translation>
    </message>
    <message>
        <source>How much of the table two neighbouring sheets both show, to glue one over the other</source>
        <translation>Wie viel des Tisches zwei benachbarte Blätter beide zeigen, um eines über das andere zu kleben</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
</context>
<context>
    <name>TouchTool</name>
    <message>
        <source>Click the space that %1 touches (Esc: start again).</source>
        <translation>Klicken Sie das Feld, das %1 berührt (Esc: neu beginnen).</translation>
    </message>
    <message>
        <source>Click the water cell, or the rim beside the grid, that touches %1 (Esc: start again).</source>
        <translation>Klicken Sie das Wasserfeld oder den Rand neben dem Raster, das %1 berührt (Esc: neu beginnen).</translation>
    </message>
    <message>
        <source>Click a water cell (or the rim beside the grid), then the space it touches: a landing, or a dock a step off the grid arrives at.</source>
        <translation>Klicken Sie ein Wasserfeld (oder den Rand neben dem Raster), dann das Feld, das es berührt: eine Landestelle oder ein Dock, an dem ein Schritt aus dem Raster ankommt.</translation>
    </message>
</context>
<context>
    <name>TroopTemplate</name>
    <message>
        <source>French regular platoon</source>
        <translation>Französischer Linienzug</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Sergeant</translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation>Trommler</translation>
    </message>
    <message>
        <source>Fusilier</source>
        <translation>Füsilier</translation>
    </message>
    <message>
        <source>Compagnie franche de la Marine</source>
        <translation>Compagnie franche de la Marine</translation>
    </message>
    <message>
        <source>Ensign</source>
        <translation>Fähnrich</translation>
    </message>
    <message>
        <source>Marine</source>
        <translation>Marinesoldat</translation>
    </message>
    <message>
        <source>Canadian militia</source>
        <translation>Kanadische Miliz</translation>
    </message>
    <message>
        <source>Captain of militia</source>
        <translation>Milizhauptmann</translation>
    </message>
    <message>
        <source>Militiaman</source>
        <translation>Milizionär</translation>
    </message>
    <message>
        <source>Indian war band</source>
        <translation>Indianische Kriegerschar</translation>
    </message>
    <message>
        <source>War chief</source>
        <translation>Kriegshäuptling</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Bogenschütze</translation>
    </message>
    <message>
        <source>Ranger company</source>
        <translation>Ranger-Kompanie</translation>
    </message>
    <message>
        <source>Ranger captain</source>
        <translation>Ranger-Hauptmann</translation>
    </message>
    <message>
        <source>Ranger sergeant</source>
        <translation>Ranger-Sergeant</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>British regular platoon</source>
        <translation>Britischer Linienzug</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Gemeiner</translation>
    </message>
    <message>
        <source>Provincial company</source>
        <translation>Provinzkompanie</translation>
    </message>
    <message>
        <source>Provincial captain</source>
        <translation>Provinzhauptmann</translation>
    </message>
    <message>
        <source>Provincial</source>
        <translation>Provinzsoldat</translation>
    </message>
    <message>
        <source>Settlers</source>
        <translation>Siedler</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Siedler</translation>
    </message>
    <message>
        <source>Hero (player character)</source>
        <translation>Held (Spielercharakter)</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>Mounted officer</source>
        <translation>Berittener Offizier</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>Musketeer</source>
        <translation>Musketier</translation>
    </message>
    <message>
        <source>Rifleman</source>
        <translation>Büchsenschütze</translation>
    </message>
    <message>
        <source>British line squad</source>
        <translation>Britischer Linientrupp</translation>
    </message>
    <message>
        <source>Rifle section</source>
        <translation>Schützenzug</translation>
    </message>
    <message>
        <source>Chosen man</source>
        <translation>Gefreiter</translation>
    </message>
    <message>
        <source>Voltigeurs</source>
        <translation>Voltigeure</translation>
    </message>
    <message>
        <source>Sergent</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <source>Voltigeur</source>
        <translation>Voltigeur</translation>
    </message>
    <message>
        <source>Small gun and crew</source>
        <translation>Kleines Geschütz mit Bedienung</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <source>Gun captain</source>
        <translation>Geschützführer</translation>
    </message>
    <message>
        <source>Gunner</source>
        <translation>Kanonier</translation>
    </message>
    <message>
        <source>Hussars</source>
        <translation>Husaren</translation>
    </message>
    <message>
        <source>Brigadier</source>
        <translation>Brigadier</translation>
    </message>
    <message>
        <source>Hussar</source>
        <translation>Husar</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <source>French courier</source>
        <translation>Französischer Kurier</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Kurier</translation>
    </message>
    <message>
        <source>Guerrilla band</source>
        <translation>Guerillabande</translation>
    </message>
    <message>
        <source>Guerrilla</source>
        <translation>Guerillero</translation>
    </message>
    <message>
        <source>Bandits</source>
        <translation>Banditen</translation>
    </message>
    <message>
        <source>Bandit</source>
        <translation>Bandit</translation>
    </message>
    <message>
        <source>British cavalry patrol</source>
        <translation>Britische Kavalleriepatrouille</translation>
    </message>
    <message>
        <source>Dragoon</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>British infantry patrol</source>
        <translation>Britische Infanteriepatrouille</translation>
    </message>
    <message>
        <source>Redcoat</source>
        <translation>Rotrock</translation>
    </message>
    <message>
        <source>Villagers</source>
        <translation>Dorfbewohner</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Dorfbewohner</translation>
    </message>
    <message>
        <source>Monks</source>
        <translation>Mönche</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>Mönch</translation>
    </message>
    <message>
        <source>Maiden</source>
        <translation>Mädchen</translation>
    </message>
    <message>
        <source>A boat</source>
        <translation>Ein Boot</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Boot</translation>
    </message>
</context>
<context>
    <name>TurnFile</name>
    <message>
        <source>its game is of the rule set %1, which plays no games in this version</source>
        <translation>seine Partie gehört zum Regelwerk %1, das in dieser Version keine Partien spielt</translation>
    </message>
    <message>
        <source>its history does not play again: the rules refuse order %1 (%2)</source>
        <translation>sein Verlauf lässt sich nicht erneut spielen: Die Regeln verweigern Befehl %1 (%2)</translation>
    </message>
    <message>
        <source>order %1 of the turn is for another step than the one its game is at (%2)</source>
        <translation>Befehl %1 des Zuges gilt einem anderen Schritt als dem, bei dem seine Partie steht (%2)</translation>
    </message>
    <message>
        <source>the rules refuse order %1 of the turn (%2)</source>
        <translation>die Regeln verweigern Befehl %1 des Zuges (%2)</translation>
    </message>
    <message>
        <source>it is turn %1 of the game, and the game here awaits turn %2</source>
        <translation>es ist Zug %1 der Partie, und die Partie hier erwartet Zug %2</translation>
    </message>
    <message>
        <source>the game&apos;s earlier history in it is not the game as played here: it was changed after it left this machine</source>
        <translation>der frühere Verlauf darin ist nicht die hier gespielte Partie: Er wurde geändert, nachdem er diesen Rechner verlassen hatte</translation>
    </message>
    <message>
        <source>it is not a turn file (format: &quot;%1&quot;)</source>
        <translation>es ist keine Zugdatei (Format: „%1“)</translation>
    </message>
    <message>
        <source>it was written by a newer Ambuscade (turn file version %1); this one reads up to version %2</source>
        <translation>sie wurde von einem neueren Ambuscade geschrieben (Zugdatei Version %1); dieses liest bis Version %2</translation>
    </message>
    <message>
        <source>its game, number, seed or result is missing</source>
        <translation>seine Partie, Nummer, Saat oder sein Ergebnis fehlt</translation>
    </message>
    <message>
        <source>start.%1</source>
        <translation>start.%1</translation>
    </message>
    <message>
        <source>history[%1]: should be an order with a kind</source>
        <translation>history[%1]: sollte ein Befehl mit einer Art sein</translation>
    </message>
    <message>
        <source>the orders given in this game are not known (it was saved before Ambuscade kept them)</source>
        <translation>die in dieser Partie gegebenen Befehle sind nicht bekannt (sie wurde gespeichert, bevor Ambuscade sie aufbewahrte)</translation>
    </message>
    <message>
        <source>its history does not match the digest it records: the file was changed</source>
        <translation>sein Verlauf passt nicht zu der darin vermerkten Prüfsumme: Die Datei wurde geändert</translation>
    </message>
    <message>
        <source>its orders do not play again to the result it records: the file was changed</source>
        <translation>seine Befehle führen beim erneuten Spielen nicht zu dem darin vermerkten Ergebnis: Die Datei wurde geändert</translation>
    </message>
    <message>
        <source>another turn %1 of the game was opened here already</source>
        <translation>ein anderer Zug %1 der Partie wurde hier bereits geöffnet</translation>
    </message>
</context>
<context>
    <name>Weapon</name>
    <message>
        <source>Rifle</source>
        <translation>Büchse</translation>
    </message>
    <message>
        <source>Musket</source>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Pistole</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Spear</source>
        <translation>Speer</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Säbel</translation>
    </message>
    <message>
        <source>War club</source>
        <translation>Kriegskeule</translation>
    </message>
    <message>
        <source>Hatchet or knife</source>
        <translation>Beil oder Messer</translation>
    </message>
    <message>
        <source>Rocks</source>
        <translation>Steine</translation>
    </message>
</context>
<context>
    <name>ambuscade::AtomicFile</name>
    <message>
        <source>there was nothing to write</source>
        <translation>es gab nichts zu schreiben</translation>
    </message>
</context>
<context>
    <name>ambuscade::BalanceActions</name>
    <message>
        <source>Test &amp;Balance…</source>
        <translation>&amp;Ausgewogenheit testen…</translation>
    </message>
    <message>
        <source>&amp;Balance Overlay</source>
        <translation>Ausgewogenheits-&amp;Overlay</translation>
    </message>
    <message>
        <source>Run Scenario → Test Balance… first: the overlay shows where men fell (red) and where fights were fought (amber).</source>
        <translation>Zuerst Szenario → Ausgewogenheit testen… ausführen: das Overlay zeigt, wo Männer fielen (rot) und wo gekämpft wurde (bernsteinfarben).</translation>
    </message>
    <message>
        <source>Play the scenario many times with the computer on every side and see how the sides fare</source>
        <translation>Das Szenario viele Male mit dem Computer auf jeder Seite spielen und sehen, wie es den Seiten ergeht</translation>
    </message>
    <message>
        <source>Cannot test this scenario&apos;s balance: %1</source>
        <translation>Die Ausgewogenheit dieses Szenarios kann nicht getestet werden: %1</translation>
    </message>
    <message>
        <source>Where men fell (red) and where fights were fought (amber) in the last balance test</source>
        <translation>Wo im letzten Ausgewogenheitstest Männer fielen (rot) und wo gekämpft wurde (bernsteinfarben)</translation>
    </message>
    <message>
        <source>Balance test done: %1 games played.</source>
        <translation>Ausgewogenheitstest fertig: %1 Partien gespielt.</translation>
    </message>
</context>
<context>
    <name>ambuscade::BalanceDialog</name>
    <message>
        <source>Test Balance</source>
        <translation>Ausgewogenheit testen</translation>
    </message>
    <message>
        <source>Cancelled: no games are being played.</source>
        <translation>Abgebrochen: es werden keine Partien gespielt.</translation>
    </message>
    <message>
        <source>The same seed plays the same games: ambuscade-cli simulate with --seed gives the same numbers.</source>
        <translation>Derselbe Startwert spielt dieselben Partien: ambuscade-cli simulate mit --seed liefert dieselben Zahlen.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partien:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>The computer plays the scenario against itself, on a copy: go on editing meanwhile.</source>
        <translation>Der Computer spielt das Szenario gegen sich selbst, auf einer Kopie: bearbeiten Sie es währenddessen weiter.</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Export P&amp;NG…</source>
        <translation>Als P&amp;NG exportieren…</translation>
    </message>
    <message>
        <source>A test is under way already.</source>
        <translation>Ein Test läuft bereits.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>%1 Partien werden gespielt…</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>undecided %1 %</source>
        <translation>unentschieden %1 %</translation>
    </message>
    <message>
        <source>%1 of %2 games so far: %3</source>
        <translation>Bisher %1 von %2 Partien: %3</translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation>%1 Partien gespielt.</translation>
    </message>
    <message>
        <source>Run the test first: there is no report to export.</source>
        <translation>Führen Sie zuerst den Test aus: es gibt keinen Bericht zum Exportieren.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export the Balance Report</source>
        <translation>Den Ausgewogenheitsbericht exportieren</translation>
    </message>
    <message>
        <source>Played &amp;by:</source>
        <translation>Gespielt &amp;von:</translation>
    </message>
    <message>
        <source>P&amp;layouts per order:</source>
        <translation>Durchgespie&amp;lte Partien je Befehl:</translation>
    </message>
    <message>
        <source>Cancelled: no games are being played. The report below is the last finished run&apos;s, of %1 games.</source>
        <translation>Abgebrochen: Es werden keine Spiele gespielt. Der Bericht unten ist der des letzten vollendeten Laufs, mit %1 Spielen.</translation>
    </message>
    <message>
        <source>Who plays every side. The computer that thinks ahead plays its likeliest orders forward before it gives one: far slower.</source>
        <translation>Wer jede Seite spielt. Der Computer, der vorausdenkt, spielt seine wahrscheinlichsten Befehle durch, bevor er einen gibt: weit langsamer.</translation>
    </message>
    <message>
        <source>How many times the computer that thinks ahead plays out each order it weighs: the same seed and playouts play the same games.</source>
        <translation>Wie oft der Computer, der vorausdenkt, jeden Befehl durchspielt, den er abwägt: derselbe Seed und dieselbe Zahl ergeben dieselben Spiele.</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games: the report below is of those %1.</source>
        <translation>Abgebrochen nach %1 von %2 Partien: der Bericht unten gilt für diese %1.</translation>
    </message>
</context>
<context>
    <name>ambuscade::Document</name>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Your force</source>
        <translation>Ihre Truppe</translation>
    </message>
    <message>
        <source>Hostiles</source>
        <translation>Feinde</translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation>Figur verschieben</translation>
    </message>
    <message>
        <source>Move figures</source>
        <translation>Figuren verschieben</translation>
    </message>
    <message>
        <source>%1 was not done: %2</source>
        <translation>%1 wurde nicht ausgeführt: %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::FightsPanel</name>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameLogDock</name>
    <message>
        <source>Game Log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>alles</translation>
    </message>
    <message>
        <source>all sides</source>
        <translation>alle Seiten</translation>
    </message>
    <message>
        <source>Acting side</source>
        <translation>Handelnde Seite</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameLogModel</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>The side whose step it was: a volley&apos;s wounds are under the side that fired</source>
        <translation>Die Seite, deren Schritt es war: Die Wunden einer Salve stehen unter der Seite, die feuerte</translation>
    </message>
    <message>
        <source>Acting side</source>
        <translation>Handelnde Seite</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameMode</name>
    <message>
        <source>Ambuscade games (*.ambuscade-game.json *.json)</source>
        <translation>Ambuscade-Spiele (*.ambuscade-game.json *.json)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Next Phase</source>
        <translation>&amp;Nächste Phase</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Finish the Side&apos;s Turn</source>
        <translation>&amp;Zug der Seite beenden</translation>
    </message>
    <message>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <source>&amp;Referee a Real Table</source>
        <translation>Echten Tisch als &amp;Schiedsrichter leiten</translation>
    </message>
    <message>
        <source>The computer&apos;s moves are listed for you to make on your own table; drag your figures to where you put them</source>
        <translation>Die Züge des Computers werden aufgelistet, damit Sie sie auf Ihrem Tisch ausführen; ziehen Sie Ihre Figuren dorthin, wo Sie sie hingestellt haben</translation>
    </message>
    <message>
        <source>Re&amp;play from the Start</source>
        <translation>&amp;Wiederholung vom Anfang</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <source>Step through the game&apos;s log and see the table as it stood</source>
        <translation>Schritt für Schritt durch das Spielprotokoll gehen und den Tisch so sehen, wie er stand</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>Spiel &amp;speichern</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Spiel speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <translation>Spiel &amp;verlassen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Spiel gespeichert in %1</translation>
    </message>
    <message>
        <source>Leave Game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <source>The game has moves that are not saved. Save them?</source>
        <translation>Das Spiel hat ungespeicherte Züge. Speichern?</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Replay the &amp;Computer&apos;s Last Turn</source>
        <translation>Letzten Zug des &amp;Computers wiederholen</translation>
    </message>
    <message>
        <source>Shift+F8</source>
        <translation>Shift+F8</translation>
    </message>
    <message>
        <source>S&amp;kip the Computer&apos;s Turn</source>
        <translation>Zug des Computers ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Show the table as it stands now, without the rest of the computer&apos;s moves</source>
        <translation>Den Tisch zeigen, wie er jetzt steht, ohne die übrigen Bewegungen des Computers</translation>
    </message>
    <message>
        <source>The computer has not played a turn yet.</source>
        <translation>Der Computer hat noch keinen Zug gespielt.</translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation>Zurück zum Beginn der Partie</translation>
    </message>
    <message>
        <source>Back to the start of the computer&apos;s turn</source>
        <translation>Zurück zum Beginn des Zuges des Computers</translation>
    </message>
    <message>
        <source>&amp;Return to the Game Set Aside</source>
        <translation>&amp;Zurück zum zurückgestellten Spiel</translation>
    </message>
    <message>
        <source>For %1 · %2</source>
        <translation>Für %1 · %2</translation>
    </message>
    <message>
        <source>the game set aside</source>
        <translation>das zurückgestellte Spiel</translation>
    </message>
    <message>
        <source>Break Off</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Carry the Result Back to %1</source>
        <translation>Ergebnis nach %1 übernehmen</translation>
    </message>
    <message>
        <source>Break Off, Back to %1</source>
        <translation>Abbrechen, zurück zu %1</translation>
    </message>
    <message>
        <source>This game is played for %1. Once it is over, Game → Carry the Result Back takes its outcome there.</source>
        <translation>Dieses Spiel wird für %1 gespielt. Ist es vorbei, übernimmt Spiel → Ergebnis übernehmen seinen Ausgang dorthin.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>%1 is open with moves that are not saved. Open it as it was saved, without them?</source>
        <translation>%1 ist mit ungespeicherten Zügen offen. So öffnen, wie es gespeichert wurde, ohne sie?</translation>
    </message>
    <message>
        <source>The game has moves not saved in %1. Save them there?</source>
        <translation>Das Spiel hat Züge, die nicht in %1 gespeichert sind. Dort speichern?</translation>
    </message>
    <message>
        <source>%1 · next: %2</source>
        <translation>%1 · als Nächstes: %2</translation>
    </message>
    <message>
        <source>This game is not over.</source>
        <translation>Dieses Spiel ist nicht zu Ende.</translation>
    </message>
    <message>
        <source>Its result cannot be carried back: %1</source>
        <translation>Sein Ergebnis kann nicht übernommen werden: %1</translation>
    </message>
    <message>
        <source>nothing here takes it.</source>
        <translation>nichts hier nimmt es auf.</translation>
    </message>
    <message>
        <source>%1 Break it off and go back to %2? Its moves are lost; %2 goes on from where it was set aside.</source>
        <translation>%1 Abbrechen und zu %2 zurückkehren? Seine Züge gehen verloren; %2 geht dort weiter, wo es zurückgestellt wurde.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>%1 · your orders, or Pass</source>
        <translation>%1 · Ihre Befehle oder Passen</translation>
    </message>
    <message>
        <source>Give no order in this step (%1) and go on to %2</source>
        <translation>Keinen Befehl in diesem Schritt geben (%1) und weiter zu: %2</translation>
    </message>
    <message>
        <source>Nothing to pass: no order waits for you in this step</source>
        <translation>Nichts zu passen: in diesem Schritt wartet kein Befehl auf Sie</translation>
    </message>
    <message>
        <source>Your orders wait (%1): give one, or Pass to go on without</source>
        <translation>Ihre Befehle warten (%1): geben Sie einen oder Passen, um ohne weiterzumachen</translation>
    </message>
    <message>
        <source>Go on to the next step of the game</source>
        <translation>Weiter zum nächsten Schritt der Partie</translation>
    </message>
    <message>
        <source>Play on to the next side&apos;s turn; it stops where your side has orders to give</source>
        <translation>Bis zum Zug der nächsten Seite weiterspielen; hält dort an, wo Ihre Seite Befehle zu geben hat</translation>
    </message>
    <message>
        <source>Re&amp;sults…</source>
        <translation>&amp;Ergebnisse…</translation>
    </message>
    <message>
        <source>Who won and why, and what each side kept and lost</source>
        <translation>Wer gewonnen hat und warum, und was jede Seite behielt und verlor</translation>
    </message>
    <message>
        <source>The results are shown once the game is over</source>
        <translation>Die Ergebnisse erscheinen, sobald die Partie vorbei ist</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>as in &quot;the moves of the game&quot;, where the game has no file yet</extracomment>
        <translation>dem Spiel</translation>
    </message>
    <message>
        <source>Your answer waits in the game&apos;s panel (%1): no button gives it for you</source>
        <translation>Ihre Antwort wird in der Spieltafel erwartet (%1): Kein Knopf gibt sie für Sie</translation>
    </message>
    <message>
        <source>Nothing to take back yet</source>
        <translation>Noch nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>Take back your last step, and whatever the computer played after it</source>
        <translation>Ihren letzten Schritt zurücknehmen, samt dem, was der Computer seither gespielt hat</translation>
    </message>
    <message>
        <source>No game is being played</source>
        <translation>Es wird kein Spiel gespielt</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The computer plays this step: Next Phase lets it</source>
        <translation>Der Computer spielt diesen Schritt: Nächste Phase lässt ihn</translation>
    </message>
    <message>
        <source>This step waits for your answer in the game&apos;s panel: it cannot be passed</source>
        <translation>Dieser Schritt wartet auf Ihre Antwort in der Spieltafel: Er kann nicht übergangen werden</translation>
    </message>
    <message>
        <source>You have given an order in this step: Next Phase goes on to %1</source>
        <translation>Sie haben in diesem Schritt einen Befehl gegeben: Nächste Phase geht weiter zu %1</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>%1 · game over</source>
        <translation>%1 · Spiel vorbei</translation>
    </message>
    <message>
        <source>%1 · game over: %2</source>
        <translation>%1 · Spiel vorbei: %2</translation>
    </message>
    <message>
        <source>%1 · %2 (%3) · %4</source>
        <translation>%1 · %2 (%3) · %4</translation>
    </message>
    <message>
        <source>Looking back · %1 · %2 · %3</source>
        <translation>Rückblick · %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The table shows the game as it was: skip the computer&apos;s turn (or close the replay) to go on</source>
        <translation>Der Tisch zeigt das Spiel, wie es war: überspringen Sie den Zug des Computers (oder schließen Sie die Wiederholung), um weiterzumachen</translation>
    </message>
    <message>
        <source>The table is covered for the next player: he shows it first</source>
        <translation>Der Tisch ist für den nächsten Spieler verdeckt: er zeigt ihn zuerst</translation>
    </message>
    <message>
        <source>Ambuscade turns (*.ambuscade-turn.json *.json)</source>
        <translation>Ambuscade-Züge (*.ambuscade-turn.json *.json)</translation>
    </message>
    <message>
        <source>Sen&amp;d My Turn…</source>
        <translation>Meinen Zug &amp;senden…</translation>
    </message>
    <message>
        <source>Open Turn</source>
        <translation>Zug öffnen</translation>
    </message>
    <message>
        <source>Send My Turn</source>
        <translation>Meinen Zug senden</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>zug</translation>
    </message>
    <message>
        <source>Turn %1 written to %2: send this file to the other player.</source>
        <translation>Zug %1 nach %2 geschrieben: Senden Sie diese Datei an den anderen Spieler.</translation>
    </message>
    <message>
        <source>Back to the start of the turn received</source>
        <translation>Zurück zum Anfang des erhaltenen Zuges</translation>
    </message>
    <message>
        <source>S&amp;kip the Turn Received</source>
        <translation>Erhaltenen Zug ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Show the table as it stands now, without the rest of the other player&apos;s turn</source>
        <translation>Den Tisch so zeigen, wie er jetzt steht, ohne den Rest des Zuges des anderen Spielers</translation>
    </message>
    <message>
        <source>Write the turn played here to a file for the other player</source>
        <translation>Den hier gespielten Zug für den anderen Spieler in eine Datei schreiben</translation>
    </message>
    <message>
        <source>%1 · your choice, in the game&apos;s panel</source>
        <translation>%1 · Ihre Wahl, in der Spieltafel</translation>
    </message>
    <message>
        <source>%1 · thinking ahead…</source>
        <translation>%1 · denkt voraus…</translation>
    </message>
    <message>
        <source>Taken back: your last step (it had written nothing in the log)</source>
        <translation>Zurückgenommen: Ihr letzter Schritt (er hatte nichts ins Protokoll geschrieben)</translation>
    </message>
    <message>
        <source>%1 · your orders, or Pass (%2)</source>
        <translation>%1 · Ihre Befehle, oder Passen (%2)</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameSession</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Es wird keine Partie gespielt.</translation>
    </message>
    <message>
        <source>No game is set aside.</source>
        <translation>Kein Spiel ist zurückgestellt.</translation>
    </message>
</context>
<context>
    <name>ambuscade::HandOverScreen</name>
    <message>
        <source>Pass the game to the player of %1.
The table stays hidden until he shows it.</source>
        <translation>Geben Sie das Spiel an den Spieler von %1 weiter.
Der Tisch bleibt verdeckt, bis er ihn zeigt.</translation>
    </message>
    <message>
        <source>I Play %1: Show the Table</source>
        <translation>Ich spiele %1: Tisch zeigen</translation>
    </message>
</context>
<context>
    <name>ambuscade::HelpActions</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Quick Reference</source>
        <translation>&amp;Kurzübersicht</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>Quick Reference</source>
        <translation>Kurzübersicht</translation>
    </message>
    <message>
        <source>The rule set of what is open has no quick reference.</source>
        <translation>Das Regelwerk dessen, was offen ist, hat keine Kurzübersicht.</translation>
    </message>
</context>
<context>
    <name>ambuscade::HelpViewer</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>%1 is part of Ambuscade&apos;s source code, not of the guide built into the program.</source>
        <translation>%1 gehört zum Quellcode von Ambuscade, nicht zum im Programm eingebauten Handbuch.</translation>
    </message>
    <message>
        <source>%1 — Ambuscade Help</source>
        <translation>%1 — Ambuscade-Hilfe</translation>
    </message>
</context>
<context>
    <name>ambuscade::LegendDock</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Truppen</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>Wege</translation>
    </message>
</context>
<context>
    <name>ambuscade::LengthSpinBox</name>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
</context>
<context>
    <name>ambuscade::MainWindow</name>
    <message>
        <source>Ambuscade scenarios (*.ambuscade.json *.json)</source>
        <translation>Ambuscade-Szenarien (*.ambuscade.json *.json)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Map…</source>
        <translation>Karte e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Table</source>
        <translation>Tisch &amp;einpassen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Raster</translation>
    </message>
    <message>
        <source>Ctrl+&apos;</source>
        <translation>Ctrl+&apos;</translation>
    </message>
    <message>
        <source>&amp;Rulers</source>
        <translation>&amp;Lineale</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Am Raster &amp;ausrichten</translation>
    </message>
    <message>
        <source>Ctrl+Shift+&apos;</source>
        <translation>Ctrl+Shift+&apos;</translation>
    </message>
    <message>
        <source>Points placed and moved land on whole centimetres; figures turn in steps of 15°</source>
        <translation>Gesetzte und verschobene Punkte landen auf ganzen Zentimetern; Figuren drehen sich in Schritten von 15°</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Ambuscade</source>
        <translation>&amp;Über Ambuscade</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Alles aus&amp;wählen</translation>
    </message>
    <message>
        <source>Bring to &amp;Front</source>
        <translation>In den &amp;Vordergrund</translation>
    </message>
    <message>
        <source>Ctrl+]</source>
        <translation>Ctrl+]</translation>
    </message>
    <message>
        <source>Send to &amp;Back</source>
        <translation>In den &amp;Hintergrund</translation>
    </message>
    <message>
        <source>Ctrl+[</source>
        <translation>Ctrl+[</translation>
    </message>
    <message>
        <source>Turn &amp;Left 15°</source>
        <translation>15° nach &amp;links drehen</translation>
    </message>
    <message>
        <source>[</source>
        <translation>[</translation>
    </message>
    <message>
        <source>Turn R&amp;ight 15°</source>
        <translation>15° nach &amp;rechts drehen</translation>
    </message>
    <message>
        <source>]</source>
        <translation>]</translation>
    </message>
    <message>
        <source>Scenario &amp;Settings…</source>
        <translation>Szenario-&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Change scenario settings</source>
        <translation>Szenario-Einstellungen ändern</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Lagebesprechung</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;wie geöffnet&gt;</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>Spiel &amp;beginnen</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>an unsaved scenario</source>
        <translation>ein ungespeichertes Szenario</translation>
    </message>
    <message>
        <source>Recover work</source>
        <translation>Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Ambuscade did not close properly. Changes to %1, autosaved at %2, were not saved. Recover them?</source>
        <translation>Ambuscade wurde nicht ordnungsgemäß beendet. Änderungen an %1, automatisch gesichert um %2, wurden nicht gespeichert. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recovered unsaved work; save it to keep it.</source>
        <translation>Ungespeicherte Arbeit wiederhergestellt; speichern, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Szenario speichern unter</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1 existiert nicht mehr</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tisch</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation>Karte exportiert nach %1</translation>
    </message>
    <message>
        <source>About Ambuscade</source>
        <translation>Über Ambuscade</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ambuscade %1&lt;/h3&gt;&lt;p&gt;A tabletop companion for horse-and-musket skirmish games: plan scenarios, play solo against the computer, print rosters.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ambuscade %1&lt;/h3&gt;&lt;p&gt;Ein Begleiter für Scharmützel-Tabletops im Zeitalter der Muskete: Szenarien planen, allein gegen den Computer spielen, Truppenlisten drucken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ambuscade[*]</source>
        <translation>Ambuscade[*]</translation>
    </message>
    <message>
        <source>%1[*] — Ambuscade</source>
        <translation>%1[*] — Ambuscade</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a scenario with &lt;b&gt;File → Open&lt;/b&gt;, or drop a &lt;tt&gt;.ambuscade.json&lt;/tt&gt; file on the window.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Szenario über &lt;b&gt;Datei → Öffnen&lt;/b&gt; öffnen oder eine &lt;tt&gt;.ambuscade.json&lt;/tt&gt;-Datei auf das Fenster ziehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Windows opened from now on speak the new language. Start Ambuscade again to see every menu in it.</source>
        <translation>Fenster, die Sie ab jetzt öffnen, erscheinen in der neuen Sprache. Starten Sie Ambuscade neu, um alle Menüs darin zu sehen.</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Ambuscade did not close properly. A game of %1 in progress, autosaved at %2, was not saved. Resume it?</source>
        <translation>Ambuscade wurde nicht ordnungsgemäß beendet. Ein laufendes Spiel von %1, automatisch gesichert um %2, wurde nicht gespeichert. Fortsetzen?</translation>
    </message>
    <message>
        <source>Unsaved changes to the scenario %1 come back too.</source>
        <translation>Nicht gespeicherte Änderungen am Szenario %1 kommen ebenfalls zurück.</translation>
    </message>
    <message>
        <source>Map exported to %1 at %2 pixels per cm, to keep the image within %3 megapixels</source>
        <translation>Karte nach %1 exportiert, mit %2 Pixeln pro cm, damit das Bild unter %3 Megapixeln bleibt</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Troops</source>
        <translation>&amp;Verborgene Truppen zeigen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Draw the troops that hidden markers stand for. Off for a scenario opened to play: they are a surprise.</source>
        <translation>Die Truppen zeichnen, für die verborgene Marker stehen. Aus für ein zum Spielen geöffnetes Szenario: sie sind eine Überraschung.</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Anordnung zurücksetzen</translation>
    </message>
    <message>
        <source>Put the window and its panels back as they first were</source>
        <translation>Fenster und Leisten wieder wie am Anfang anordnen</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>S&amp;zenario</translation>
    </message>
    <message>
        <source>Backdrop &amp;Picture…</source>
        <translation>&amp;Hintergrundbild…</translation>
    </message>
    <message>
        <source>Remove Backdrop Picture</source>
        <translation>Hintergrundbild entfernen</translation>
    </message>
    <message>
        <source>Backdrop Picture</source>
        <translation>Hintergrundbild</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Ambuscade scenarios and saved games (*.ambuscade.json *.ambuscade-game.json *.json)</source>
        <translation>Ambuscade-Szenarien und gespeicherte Partien (*.ambuscade.json *.ambuscade-game.json *.json)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>Unsaved work</source>
        <translation>Nicht gespeicherte Arbeit</translation>
    </message>
    <message>
        <source>The moves of %1 and the changes to the scenario %2 are not saved. Save both?</source>
        <translation>Die Züge aus %1 und die Änderungen am Szenario %2 sind nicht gespeichert. Beides speichern?</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;To play this scenario: &lt;b&gt;Game → Start Game&lt;/b&gt; (Ctrl+G).&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Um dieses Szenario zu spielen: &lt;b&gt;Spiel → Spiel beginnen&lt;/b&gt; (Strg+G).&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ambuscade::NewScenarioDialog</name>
    <message>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Which rule set is the new scenario for? Its pieces, fields and checks follow it.</source>
        <translation>Für welches Regelwerk ist das neue Szenario? Seine Figuren, Felder und Prüfungen richten sich danach.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
</context>
<context>
    <name>ambuscade::PaletteDock</name>
    <message>
        <source>Troops and Markers</source>
        <translation>Truppen und Marker</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n figures)</source>
        <translation>
            <numerusform>%1 (%n Figur)</numerusform>
            <numerusform>%1 (%n Figuren)</numerusform>
        </translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Hidden troops</source>
        <translation>Versteckte Truppen</translation>
    </message>
    <message>
        <source>Dummy (hides nothing)</source>
        <translation>Attrappe (verbirgt nichts)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Paths (click one space, then another)</source>
        <translation>Wege (ein Feld anklicken, dann ein anderes)</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>water grid (drag a rectangle)</source>
        <translation>Wasserraster (ein Rechteck aufziehen)</translation>
    </message>
    <message>
        <source>touch (click a cell, then a space)</source>
        <translation>Berührung (ein Wasserfeld, dann ein Feld klicken)</translation>
    </message>
    <message>
        <source>Single figures (join the group selected, or the one you name)</source>
        <translation>Einzelfiguren (treten der ausgewählten Gruppe bei oder der, die Sie nennen)</translation>
    </message>
</context>
<context>
    <name>ambuscade::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <source>Inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Show lengths in</source>
        <translation>Längen anzeigen in</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Unsaved changes and games in progress are written to a recovery file this often; after a crash, no more than this much work is lost.</source>
        <translation>Nicht gespeicherte Änderungen und laufende Spiele werden in diesem Abstand in eine Wiederherstellungsdatei geschrieben; nach einem Absturz geht höchstens so viel Arbeit verloren.</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Automatisch sichern alle</translation>
    </message>
    <message>
        <source>As the rules measure</source>
        <translation>Wie die Regeln messen</translation>
    </message>
    <message>
        <source>Each rule set measures in its own unit; lengths on screen can be shown in another for those who measure their table so.</source>
        <translation>Jedes Regelwerk misst in seiner eigenen Einheit; Längen auf dem Bildschirm können in einer anderen angezeigt werden, für alle, die ihren Tisch so messen.</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Played back fast</source>
        <translation>Schnell abgespielt</translation>
    </message>
    <message>
        <source>Played back</source>
        <translation>Abgespielt</translation>
    </message>
    <message>
        <source>Played back slowly</source>
        <translation>Langsam abgespielt</translation>
    </message>
    <message>
        <source>Whether the computer&apos;s moves glide across the table and its volleys are shown one by one, and how fast (Esc skips).</source>
        <translation>Ob die Bewegungen des Computers über den Tisch gleiten und seine Salven einzeln gezeigt werden, und wie schnell (Esc überspringt).</translation>
    </message>
    <message>
        <source>The computer&apos;s turn</source>
        <translation>Der Zug des Computers</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the computer that thinks ahead weighs each order it gives: longer plays better, and keeps you waiting longer.</source>
        <translation>Wie lange der vorausdenkende Computer jeden Befehl abwägt, den er gibt: länger spielt besser und lässt Sie länger warten.</translation>
    </message>
    <message>
        <source>Thinking ahead, each order</source>
        <translation>Vorausdenken, je Befehl</translation>
    </message>
</context>
<context>
    <name>ambuscade::PrintActions</name>
    <message>
        <source>&amp;Print Roster…</source>
        <translation>Truppenliste &amp;drucken…</translation>
    </message>
    <message>
        <source>Export Roster as P&amp;DF…</source>
        <translation>Truppenliste als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>truppenliste</translation>
    </message>
    <message>
        <source>Print &amp;Quick Reference…</source>
        <translation>&amp;Kurzübersicht drucken…</translation>
    </message>
    <message>
        <source>Export Quick Reference as PDF…</source>
        <translation>Kurzübersicht als PDF exportieren…</translation>
    </message>
    <message>
        <source>quick-reference</source>
        <translation>kurzuebersicht</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Geschrieben nach %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>Blatt</translation>
    </message>
</context>
<context>
    <name>ambuscade::ProblemsDialog</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; could not be opened. Problems found: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; konnte nicht geöffnet werden. Gefundene Probleme: %2</translation>
    </message>
    <message>
        <source>Copy list</source>
        <translation>Liste kopieren</translation>
    </message>
</context>
<context>
    <name>ambuscade::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Select something on the table to edit it here. Scenario title, sides and victory are under Edit → Scenario Settings.</source>
        <translation>Etwas auf dem Tisch auswählen, um es hier zu bearbeiten. Titel, Seiten und Sieg des Szenarios stehen unter Bearbeiten → Szenario-Einstellungen.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message numerus="yes">
        <source>%n figures</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rename figure</source>
        <translation>Figur umbenennen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Change group</source>
        <translation>Gruppe wechseln</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Blickrichtung</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Figuren drehen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Group name</source>
        <translation>Gruppenname</translation>
    </message>
    <message>
        <source>Rename group</source>
        <translation>Gruppe umbenennen</translation>
    </message>
    <message>
        <source>Standing order</source>
        <translation>Daueranweisung</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>halten</translation>
    </message>
    <message>
        <source>advance to a point</source>
        <translation>zu einem Punkt vorrücken</translation>
    </message>
    <message>
        <source>patrol a route</source>
        <translation>eine Route abpatrouillieren</translation>
    </message>
    <message>
        <source>lie in ambush</source>
        <translation>im Hinterhalt liegen</translation>
    </message>
    <message>
        <source>Change standing order</source>
        <translation>Daueranweisung ändern</translation>
    </message>
    <message>
        <source>Advance to (x, y cm)</source>
        <translation>Vorrücken nach (x, y cm)</translation>
    </message>
    <message>
        <source>Route (x, y; x, y; … cm)</source>
        <translation>Route (x, y; x, y; … cm)</translation>
    </message>
    <message>
        <source>A point on the table, in cm from its top-left corner</source>
        <translation>Ein Punkt auf dem Tisch, in cm ab der linken oberen Ecke</translation>
    </message>
    <message>
        <source>Two or more points on the table, in cm from its top-left corner, separated by semicolons</source>
        <translation>Zwei oder mehr Punkte auf dem Tisch, in cm ab der linken oberen Ecke, durch Semikolons getrennt</translation>
    </message>
    <message>
        <source>Springs at</source>
        <translation>Schlägt zu bei</translation>
    </message>
    <message>
        <source>Change ambush distance</source>
        <translation>Hinterhaltsentfernung ändern</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message numerus="yes">
        <source>%n terrain pieces</source>
        <translation>
            <numerusform>%n Geländestück</numerusform>
            <numerusform>%n Geländestücke</numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain name</source>
        <translation>Geländename</translation>
    </message>
    <message>
        <source>Rename terrain</source>
        <translation>Gelände umbenennen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Change terrain kind</source>
        <translation>Geländeart ändern</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Change width</source>
        <translation>Breite ändern</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Marker name</source>
        <translation>Markername</translation>
    </message>
    <message>
        <source>Rename marker</source>
        <translation>Marker umbenennen</translation>
    </message>
    <message>
        <source>Marker kind</source>
        <translation>Markerart</translation>
    </message>
    <message>
        <source>hidden troops</source>
        <translation>versteckte Truppen</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>Attrappe</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Change marker kind</source>
        <translation>Markerart ändern</translation>
    </message>
    <message>
        <source>Hides</source>
        <translation>Verbirgt</translation>
    </message>
    <message>
        <source>Change hidden group</source>
        <translation>Versteckte Gruppe ändern</translation>
    </message>
    <message>
        <source>Change group %1</source>
        <translation>Gruppe: %1 ändern</translation>
    </message>
    <message>
        <source>Pick the Point on the Table</source>
        <translation>Punkt auf dem Tisch wählen</translation>
    </message>
    <message>
        <source>Pick the Route on the Table</source>
        <translation>Route auf dem Tisch wählen</translation>
    </message>
    <message>
        <source>Click on the table where the group advances to.</source>
        <translation>Klicken Sie auf den Tisch, wohin die Gruppe vorrückt.</translation>
    </message>
    <message>
        <source>Click the points of the patrol&apos;s route; double-click or Enter ends it.</source>
        <translation>Klicken Sie die Punkte der Patrouillenroute; Doppelklick oder Enter beendet sie.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Space name</source>
        <translation>Name des Felds</translation>
    </message>
    <message>
        <source>Rename space</source>
        <translation>Feld umbenennen</translation>
    </message>
    <message>
        <source>Change space</source>
        <translation>Feld ändern</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Path kind</source>
        <translation>Art des Wegs</translation>
    </message>
    <message>
        <source>Change path</source>
        <translation>Weg ändern</translation>
    </message>
    <message>
        <source>Change water grid</source>
        <translation>Wasserraster ändern</translation>
    </message>
    <message>
        <source>Water grid %1</source>
        <translation>Wasserraster %1</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Feldgröße</translation>
    </message>
    <message>
        <source>Crossed</source>
        <translation>Überquert</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>A grid&apos;s cell and the space it touches, e.g. &quot;W14 → North Landing&quot;.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Change space kind</source>
        <translation>Art des Feldes ändern</translation>
    </message>
    <message>
        <source>The path was not changed: %1.</source>
        <translation>Der Pfad wurde nicht geändert: %1.</translation>
    </message>
    <message>
        <source>(they differ)</source>
        <translation>(verschieden)</translation>
    </message>
    <message>
        <source>Worth knowing</source>
        <translation>Gut zu wissen</translation>
    </message>
</context>
<context>
    <name>ambuscade::RefereeDock</name>
    <message>
        <source>Referee</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>&lt;p&gt;The computer has not moved yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Computer hat noch nicht gezogen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No figure moved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Figur hat sich bewegt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>from (%1, %2) to (%3, %4) %5</source>
        <translation>von (%1; %2) nach (%3; %4) %5</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 · %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 · %2&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>ambuscade::ReplayDock</name>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Drag, or use the arrow keys, to step through the game</source>
        <translation>Ziehen oder die Pfeiltasten benutzen, um durch das Spiel zu gehen</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Zurück zum Anfang</translation>
    </message>
    <message>
        <source>One event back</source>
        <translation>Ein Ereignis zurück</translation>
    </message>
    <message>
        <source>One event on</source>
        <translation>Ein Ereignis weiter</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Bis zum Ende</translation>
    </message>
    <message>
        <source>The start of the game, before anything happened</source>
        <translation>Der Beginn des Spiels, bevor etwas geschah</translation>
    </message>
    <message>
        <source>Event %1 of %2 · %3 · %4 · %5 phase</source>
        <translation>Ereignis %1 von %2 · %3 · %4 · Phase %5</translation>
    </message>
</context>
<context>
    <name>ambuscade::RosterDock</name>
    <message>
        <source>Roster</source>
        <translation>Truppenliste</translation>
    </message>
    <message>
        <source>Find a name, group, class or weapon</source>
        <translation>Name, Gruppe, Klasse oder Waffe suchen</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>All groups</source>
        <translation>Alle Gruppen</translation>
    </message>
</context>
<context>
    <name>ambuscade::RosterModel</name>
    <message>
        <source>Rename figure</source>
        <translation>Figur umbenennen</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>ambuscade::RulesetUi</name>
    <message>
        <source>this rule set takes no side game&apos;s result</source>
        <translation>dieses Regelwerk nimmt kein Ergebnis eines Nebenspiels auf</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::ScenarioSettingsDialog</name>
    <message>
        <source>Scenario Settings</source>
        <translation>Szenario-Einstellungen</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Shown to the players in the Briefing panel. Blank lines start new paragraphs.</source>
        <translation>Wird den Spielern im Fenster Lagebesprechung gezeigt. Leerzeilen beginnen neue Absätze.</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Lagebesprechung</translation>
    </message>
    <message>
        <source>Table width</source>
        <translation>Tischbreite</translation>
    </message>
    <message>
        <source>Table depth</source>
        <translation>Tischtiefe</translation>
    </message>
    <message>
        <source>The dice of a game of this scenario start from this number, so a game can be played again exactly.</source>
        <translation>Die Würfel eines Spiels dieses Szenarios starten bei dieser Zahl, sodass ein Spiel genau wiederholt werden kann.</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Würfel-Startwert</translation>
    </message>
    <message>
        <source>Hide the computer&apos;s groups under markers</source>
        <translation>Gruppen des Computers unter Markern verbergen</translation>
    </message>
    <message>
        <source>In a solo game each of the computer&apos;s groups starts as a marker that the dice place at the edge of cover facing your deployment, with half as many dummies; a group appears when your men see its marker. Markers you place yourself are kept.</source>
        <translation>Im Solospiel beginnt jede Gruppe des Computers als Marker, den die Würfel an den Rand einer Deckung gegenüber Ihrer Aufstellung setzen, dazu halb so viele Attrappen; eine Gruppe erscheint, wenn Ihre Männer ihren Marker sehen. Selbst gesetzte Marker bleiben erhalten.</translation>
    </message>
    <message>
        <source>Solo set-up</source>
        <translation>Solo-Aufstellung</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Add Side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Remove Side</source>
        <translation>Seite entfernen</translation>
    </message>
    <message>
        <source>New side</source>
        <translation>Neue Seite</translation>
    </message>
    <message>
        <source>Deployment zones are drawn on the table with the Deployment Zone tool.</source>
        <translation>Aufstellungszonen werden mit dem Werkzeug Aufstellungszone auf den Tisch gezeichnet.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Wins by</source>
        <translation>Gewinnt durch</translation>
    </message>
    <message>
        <source>Terrain, marker or edge</source>
        <translation>Gelände, Marker oder Kante</translation>
    </message>
    <message>
        <source>Turns held</source>
        <translation>Gehaltene Züge</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Bedingung hinzufügen</translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation>Bedingung entfernen</translation>
    </message>
    <message>
        <source>reaching terrain</source>
        <translation>Erreichen eines Geländes</translation>
    </message>
    <message>
        <source>holding terrain</source>
        <translation>Halten eines Geländes</translation>
    </message>
    <message>
        <source>destroying an objective</source>
        <translation>Zerstören eines Ziels</translation>
    </message>
    <message>
        <source>rescuing from an objective</source>
        <translation>Befreien aus einem Ziel</translation>
    </message>
    <message>
        <source>leaving by a table edge</source>
        <translation>Verlassen über eine Tischkante</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>These settings would break the scenario:
%1</source>
        <translation>Diese Einstellungen würden das Szenario beschädigen:
%1</translation>
    </message>
    <message>
        <source>nobody: a draw</source>
        <translation>niemand: unentschieden</translation>
    </message>
    <message>
        <source>At the turn limit wins</source>
        <translation>Beim Zuglimit gewinnt</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>The colour of the side&apos;s figures and deployment zone</source>
        <translation>Die Farbe der Figuren und der Aufstellungszone der Seite</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Side Colour</source>
        <translation>Farbe der Seite</translation>
    </message>
    <message>
        <source>Backdrop&apos;s left edge</source>
        <translation>Linker Rand des Hintergrundbilds</translation>
    </message>
    <message>
        <source>Backdrop&apos;s top edge</source>
        <translation>Oberer Rand des Hintergrundbilds</translation>
    </message>
    <message>
        <source>Backdrop&apos;s width</source>
        <translation>Breite des Hintergrundbilds</translation>
    </message>
    <message>
        <source>Backdrop&apos;s depth</source>
        <translation>Tiefe des Hintergrundbilds</translation>
    </message>
    <message>
        <source>Where the backdrop picture lies on the table, measured from its top-left corner; a picture stretched to another shape than its own is drawn so.</source>
        <translation>Wo das Hintergrundbild auf dem Tisch liegt, gemessen von seiner oberen linken Ecke; ein auf eine andere Form gestrecktes Bild wird so gezeichnet.</translation>
    </message>
    <message>
        <source>Chosen when the scenario was made (File → New)</source>
        <translation>Beim Anlegen des Szenarios gewählt (Datei → Neu)</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Discard the changes made to the scenario&apos;s settings?</source>
        <translation>Die Änderungen an den Einstellungen des Szenarios verwerfen?</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
    <message>
        <source>Discard Changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
</context>
<context>
    <name>ambuscade::SeatsDialog</name>
    <message>
        <source>Plays to win by the rules, and gives its reason for each order in the log.</source>
        <translation>Spielt nach den Regeln auf Sieg und nennt im Protokoll den Grund jedes Befehls.</translation>
    </message>
    <message>
        <source>Gives any order the rules allow, at random: to try a scenario out, not to play against.</source>
        <translation>Gibt zufällig irgendeinen Befehl, den die Regeln erlauben: um ein Szenario auszuprobieren, nicht um dagegen zu spielen.</translation>
    </message>
    <message>
        <source>The rule set&apos;s &quot;%1&quot; opponent.</source>
        <translation>Der Gegner „%1“ des Regelwerks.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>The computer (%1)</source>
        <translation>Der Computer (%1)</translation>
    </message>
    <message>
        <source>Who Plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <source>Who plays each side of this game?</source>
        <translation>Wer spielt welche Seite dieser Partie?</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt mit</translation>
    </message>
    <message>
        <source>Clear it to leave this side out of the game.</source>
        <translation>Abwählen, um diese Seite aus der Partie zu lassen.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Ein Mensch</translation>
    </message>
    <message>
        <source>Someone at the table gives this side&apos;s orders.</source>
        <translation>Jemand am Tisch gibt die Befehle dieser Seite.</translation>
    </message>
    <message>
        <source>The computer, at random</source>
        <translation>Der Computer, zufällig</translation>
    </message>
    <message>
        <source>Hide the table when the turn passes between people</source>
        <translation>Den Tisch verdecken, wenn der Zug von einer Person zur anderen geht</translation>
    </message>
    <message>
        <source>For people sharing this machine: each uncovers the table when his turn comes, so nobody sees what another side may know. Clear it to play every side yourself.</source>
        <translation>Für mehrere Personen an einem Rechner: jede deckt den Tisch auf, wenn ihr Zug kommt, und niemand sieht, was eine andere Seite wissen darf. Abwählen, um alle Seiten selbst zu spielen.</translation>
    </message>
    <message>
        <source>The computer, thinking ahead</source>
        <translation>Der Computer, vorausdenkend</translation>
    </message>
    <message>
        <source>The computer, playing its likeliest orders forward many times over before it gives one (File → Preferences sets how long). Slower; it keeps the computer&apos;s own order unless another clearly does better.</source>
        <translation>Der Computer, der seine wahrscheinlichsten Befehle viele Male durchspielt, bevor er einen gibt (Datei → Einstellungen legt fest, wie lange). Langsamer; er behält den Befehl des Computers, wenn kein anderer deutlich besser ist.</translation>
    </message>
</context>
<context>
    <name>ambuscade::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>ambuscade::StartPage</name>
    <message>
        <source>Played by the computer on both sides, %1 games: %2; undecided %3 %; %4 turns on average.</source>
        <translation>Vom Computer auf beiden Seiten gespielt, %1 Partien: %2; unentschieden %3 %; im Schnitt %4 Runden.</translation>
    </message>
    <message>
        <source>Play This Scenario</source>
        <translation>Dieses Szenario spielen</translation>
    </message>
    <message>
        <source>Open in the Editor</source>
        <translation>Im Editor öffnen</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Ambuscade&lt;/h2&gt;&lt;p&gt;Play a skirmish against the computer, or draw a scenario of your own.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei Ambuscade&lt;/h2&gt;&lt;p&gt;Spielen Sie ein Gefecht gegen den Computer, oder zeichnen Sie ein eigenes Szenario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play the Tutorial</source>
        <translation>Das Tutorial spielen</translation>
    </message>
    <message>
        <source>A first patrol that walks you through a turn, phase by phase</source>
        <translation>Eine erste Patrouille, die Sie Phase für Phase durch eine Runde führt</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios to play&lt;/b&gt;</source>
        <translation>&lt;b&gt;Szenarien zum Spielen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Briefing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lagebesprechung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zuletzt geöffnet&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>You command %1.</source>
        <translation>Sie befehligen %1.</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Ausgewogenheit:</translation>
    </message>
    <message>
        <source>the computer is playing it against itself…</source>
        <translation>der Computer spielt es gegen sich selbst…</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (in %2)</translation>
    </message>
    <message>
        <source>Carry On With This Game</source>
        <translation>Dieses Spiel fortsetzen</translation>
    </message>
    <message>
        <source>%1 is a saved game. Carry on with it where it was left, with the button below or a double click.</source>
        <translation>%1 ist ein gespeichertes Spiel. Setzen Sie es dort fort, wo es unterbrochen wurde, mit der Schaltfläche darunter oder einem Doppelklick.</translation>
    </message>
    <message>
        <source>%1 cannot be played as it is: %2</source>
        <translation>%1 kann so nicht gespielt werden: %2</translation>
    </message>
    <message>
        <source>it could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 existiert nicht mehr.</translation>
    </message>
    <message>
        <source>%1 won %2 %</source>
        <translation>%1: %2 % Siege</translation>
    </message>
</context>
<context>
    <name>ambuscade::TableResults</name>
    <message>
        <source>Nobody won.</source>
        <translation>Niemand hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>It ended on turn %1 of %2.</source>
        <translation>Sie endete in Zug %1 von %2.</translation>
    </message>
    <message>
        <source>It ended on turn %1.</source>
        <translation>Sie endete in Zug %1.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>der Computer</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>ein Mensch</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4)</source>
        <translation>%1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>The Game&apos;s Results</source>
        <translation>Ergebnisse der Partie</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>Ergebnisse: %1</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Männer</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>Still standing</source>
        <translation>Noch stehend</translation>
    </message>
    <message>
        <source>The objectives at the end</source>
        <translation>Die Ziele am Ende</translation>
    </message>
</context>
<context>
    <name>ambuscade::TableScene</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <translation>Marker %1</translation>
    </message>
    <message>
        <source>Nothing stands here.</source>
        <translation>Hier steht nichts.</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>Hier: %1</translation>
    </message>
    <message>
        <source>to %1 (%2)</source>
        <translation>nach %1 (%2)</translation>
    </message>
    <message>
        <source>Paths out:</source>
        <translation>Wege hinaus:</translation>
    </message>
</context>
<context>
    <name>ambuscade::TiledPrintActions</name>
    <message>
        <source>Print Table &amp;Tiled…</source>
        <translation>Tisch ge&amp;kachelt drucken…</translation>
    </message>
    <message>
        <source>Print the table at true scale on sheets of paper to tape together</source>
        <translation>Den Tisch in wahrer Größe auf Blätter zum Zusammenkleben drucken</translation>
    </message>
    <message>
        <source>Export Table Tiled as PDF…</source>
        <translation>Tisch gekachelt als PDF exportieren…</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vorschau…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tisch</translation>
    </message>
    <message>
        <source>Export Table Tiled as PDF</source>
        <translation>Tisch gekachelt als PDF exportieren</translation>
    </message>
    <message>
        <source>-tiled</source>
        <translation>-gekachelt</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1: the assembly sheet and %2 × %3 sheets</source>
        <translation>Geschrieben nach %1: das Montageblatt und %2 × %3 Blätter</translation>
    </message>
</context>
<context>
    <name>ambuscade::TiledPrintDialog</name>
    <message>
        <source>Cannot be printed so: %1.</source>
        <translation>So nicht druckbar: %1.</translation>
    </message>
    <message>
        <source>%1 × %2 sheets (rows × columns), %3, after the assembly sheet.</source>
        <translation>%1 × %2 Blätter (Reihen × Spalten), %3, nach dem Montageblatt.</translation>
    </message>
</context>
<context>
    <name>ambuscade::Toolbox</name>
    <message>
        <source>&amp;Select and Move</source>
        <translation>&amp;Auswählen und verschieben</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>&amp;Turn Figures</source>
        <translation>Figuren &amp;drehen</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation>&amp;Rechteck</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Ellipse</source>
        <translation>&amp;Ellipse</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>&amp;Polygon</source>
        <translation>&amp;Polygon</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>&amp;Line</source>
        <translation>&amp;Linie</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>&amp;Deployment Zone</source>
        <translation>Auf&amp;stellungszone</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source>Terrain: </source>
        <translation>Gelände: </translation>
    </message>
    <message>
        <source>  Line width: </source>
        <translation>  Linienbreite: </translation>
    </message>
    <message>
        <source>Width of a stream, river or road drawn as a line</source>
        <translation>Breite eines als Linie gezeichneten Bachs, Flusses oder Weges</translation>
    </message>
    <message>
        <source>  Side: </source>
        <translation>  Seite: </translation>
    </message>
    <message>
        <source>The side new troops and deployment zones belong to</source>
        <translation>Die Seite, zu der neue Truppen und Aufstellungszonen gehören</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Patrol Ro&amp;ute</source>
        <translation>Patrouillen&amp;route</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>D&amp;oorways</source>
        <translation>T&amp;üren</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>%1: click on the table to place it; a table has only one.</source>
        <translation>%1: auf den Tisch klicken, um die Figur zu platzieren; ein Tisch hat nur eine.</translation>
    </message>
    <message>
        <source>A group of his own</source>
        <translation>Eine eigene Gruppe</translation>
    </message>
    <message>
        <source>Which group does he join?</source>
        <translation>Welcher Gruppe schließt er sich an?</translation>
    </message>
    <message>
        <source>%1: click on the table to place; Escape when done.</source>
        <translation>%1: zum Platzieren auf den Tisch klicken; Esc, wenn fertig.</translation>
    </message>
    <message>
        <source>Click on the table to place the marker; Escape when done.</source>
        <translation>Auf den Tisch klicken, um den Marker zu setzen; Esc, wenn fertig.</translation>
    </message>
    <message>
        <source>Click on the board to place the space; Escape when done.</source>
        <translation>Klicken Sie auf das Brett, um das Feld zu setzen; Esc, wenn fertig.</translation>
    </message>
</context>
<context>
    <name>ambuscade::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>A game is being played: Take Back (Ctrl+Backspace) takes back its last step; the scenario&apos;s own edits wait until you leave it</source>
        <translation>Eine Partie läuft: Zurücknehmen (Strg+Rücktaste) nimmt ihren letzten Schritt zurück; die Änderungen am Szenario warten, bis Sie sie verlassen</translation>
    </message>
</context>
<context>
    <name>ambuscade::VictoryDock</name>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>The game is over, and nobody has won.</source>
        <translation>Das Spiel ist vorbei, und niemand hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 won the day.</source>
        <translation>%1 hat den Tag gewonnen.</translation>
    </message>
    <message>
        <source>Then %1 win if nobody has won before.</source>
        <translation>Dann gewinnen %1, wenn niemand vorher gewonnen hat.</translation>
    </message>
    <message>
        <source>%1 of %2.</source>
        <translation>%1 von %2.</translation>
    </message>
    <message>
        <source>%1; no turn limit: the game&apos;s own rules end it.</source>
        <translation>%1; kein Zuglimit: Die Regeln des Spiels beenden es.</translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::CardsDock</name>
    <message>
        <source>%1 (officer)</source>
        <translation>%1 (Offizier)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Cards turned (the one in bold is played now):</source>
        <translation>Aufgedeckte Karten (die fett gedruckte wird jetzt gespielt):</translation>
    </message>
    <message>
        <source>Still in the deck, in no order:</source>
        <translation>Noch im Stapel, ungeordnet:</translation>
    </message>
    <message>
        <source>Who:</source>
        <translation>Wer:</translation>
    </message>
    <message>
        <source>At:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Hold fire</source>
        <translation>Feuer zurückhalten</translation>
    </message>
    <message>
        <source>Tend wounded</source>
        <translation>Verwundete versorgen</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Befördern</translation>
    </message>
    <message>
        <source>The computer plays this card: Next Phase lets it.</source>
        <translation>Der Computer spielt diese Karte: Nächste Phase lässt ihn spielen.</translation>
    </message>
    <message>
        <source>Nobody acts on this card.</source>
        <translation>Auf dieser Karte handelt niemand.</translation>
    </message>
    <message>
        <source>Acting now: %1</source>
        <translation>Jetzt aktiv: %1</translation>
    </message>
    <message>
        <source>%1, with grape</source>
        <translation>%1, mit Kartätschen</translation>
    </message>
    <message>
        <source>%1, with ball</source>
        <translation>%1, mit Vollkugel</translation>
    </message>
    <message>
        <source>Remove wounds</source>
        <translation>Wunden entfernen</translation>
    </message>
    <message>
        <source>Ready a re-roll</source>
        <translation>Wiederholungswurf bereithalten</translation>
    </message>
    <message>
        <source>Leader yields</source>
        <translation>Führer ergibt sich</translation>
    </message>
    <message>
        <source>Bonus on his melee</source>
        <translation>Bonus auf seinen Nahkampf</translation>
    </message>
    <message>
        <source>Spike the gun</source>
        <translation>Geschütz vernageln</translation>
    </message>
    <message>
        <source>Limber / unlimber</source>
        <translation>Auf- / abprotzen</translation>
    </message>
    <message>
        <source>its rifles tap-loaded</source>
        <translation>ihre Büchsen im Schnellverfahren geladen</translation>
    </message>
    <message>
        <source>Fire by ranks</source>
        <translation>Gliederweise feuern</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Landen</translation>
    </message>
    <message>
        <source>Anchor / weigh</source>
        <translation>Ankern / lichten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>An Bord gehen</translation>
    </message>
    <message>
        <source>To move a unit, drag any of its men on the table: its leader rolls the move and goes towards where you let go. A unit in a boat rows it the same way.</source>
        <translation>Um eine Einheit zu bewegen, ziehen Sie einen beliebigen ihrer Männer auf dem Tisch: ihr Führer würfelt die Bewegung aus und geht in Richtung der Stelle, an der Sie loslassen. Eine Einheit im Boot rudert es auf dieselbe Weise.</translation>
    </message>
    <message>
        <source>Needs an enemy its squad leader can reach with this move.</source>
        <translation>Braucht einen Feind, den ihr Truppführer mit dieser Bewegung erreichen kann.</translation>
    </message>
    <message>
        <source>Only a unit with a weapon still to load.</source>
        <translation>Nur eine Einheit mit einer noch zu ladenden Waffe.</translation>
    </message>
    <message>
        <source>Only a unit with loaded men and no enemy in sight and range to fire at.</source>
        <translation>Nur eine Einheit mit geladenen Männern und keinem Feind in Sicht und Reichweite.</translation>
    </message>
    <message>
        <source>Only a unit with wounded men, or whose musician has a wounded squad of its command within 6 in.</source>
        <translation>Nur eine Einheit mit Verwundeten oder deren Musiker eine verwundete Gruppe seines Kommandos innerhalb von 6 Zoll hat.</translation>
    </message>
    <message>
        <source>Only for a wavering unit of his command within 2 in, with bonus points left.</source>
        <translation>Nur für eine wankende Einheit seines Kommandos innerhalb von 2 Zoll, mit verbleibenden Bonuspunkten.</translation>
    </message>
    <message>
        <source>Only for a unit of his command within 2 in that has lost its squad leader.</source>
        <translation>Nur für eine Einheit seines Kommandos innerhalb von 2 Zoll, die ihren Truppführer verloren hat.</translation>
    </message>
    <message>
        <source>Only for a wounded unit of his command, with bonus points left.</source>
        <translation>Nur für eine verwundete Einheit seines Kommandos, mit verbleibenden Bonuspunkten.</translation>
    </message>
    <message>
        <source>Only with bonus points left, once a turn.</source>
        <translation>Nur mit verbleibenden Bonuspunkten, einmal je Runde.</translation>
    </message>
    <message>
        <source>Only a leader fighting in a melee may give himself up.</source>
        <translation>Nur ein Anführer im Nahkampf kann sich ergeben.</translation>
    </message>
    <message>
        <source>Only an officer fighting a melee of his own, with bonus points left.</source>
        <translation>Nur ein Offizier in einem eigenen Nahkampf, mit verbleibenden Bonuspunkten.</translation>
    </message>
    <message>
        <source>Only a unit touching an enemy gun.</source>
        <translation>Nur eine Einheit, die ein feindliches Geschütz berührt.</translation>
    </message>
    <message>
        <source>Only horse artillery limbers and unlimbers.</source>
        <translation>Nur reitende Artillerie protzt auf und ab.</translation>
    </message>
    <message>
        <source>Fire by ranks: only on its officer&apos;s card, with loaded men and an enemy in sight and range.</source>
        <translation>Feuer in Gliedern: nur auf der Karte ihres Offiziers, mit geladenen Männern und einem Feind in Sicht und Reichweite.</translation>
    </message>
    <message>
        <source>Only a unit aboard a boat that has reached the shore or a quay.</source>
        <translation>Nur eine Einheit an Bord eines Boots, das das Ufer oder einen Kai erreicht hat.</translation>
    </message>
    <message>
        <source>Only a unit aboard a boat.</source>
        <translation>Nur eine Einheit an Bord eines Boots.</translation>
    </message>
    <message>
        <source>Only a unit on land within 4 in of a boat.</source>
        <translation>Nur eine Einheit an Land innerhalb von 4 Zoll eines Boots.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The computer plays this card.</source>
        <translation>Der Computer spielt diese Karte.</translation>
    </message>
    <message>
        <source>Nobody of yours acts on this card now.</source>
        <translation>Keiner der Ihren handelt jetzt auf dieser Karte.</translation>
    </message>
    <message>
        <source>A unit&apos;s order: choose one of his units in Who.</source>
        <translation>Befehl einer Einheit: Wählen Sie unter Wer eine seiner Einheiten.</translation>
    </message>
    <message>
        <source>An officer&apos;s order, given on his card.</source>
        <translation>Befehl eines Offiziers, auf seiner Karte gegeben.</translation>
    </message>
    <message>
        <source>It is in a melee: it fights when the card ends.</source>
        <translation>Sie ist im Nahkampf: Sie kämpft, wenn die Karte endet.</translation>
    </message>
    <message>
        <source>It has given its order on this card.</source>
        <translation>Sie hat auf dieser Karte ihren Befehl gegeben.</translation>
    </message>
    <message>
        <source>A unit&apos;s order, and none of his squads acts on this card.</source>
        <translation>Ein Befehl einer Einheit, und keine seiner Gruppen handelt auf dieser Karte.</translation>
    </message>
    <message>
        <source>%1 of his bonus</source>
        <translation>%1 seines Bonus</translation>
    </message>
    <message>
        <source>%1, %2 of his bonus</source>
        <translation>%1, %2 seines Bonus</translation>
    </message>
    <message>
        <source>Show every order, not only those open now</source>
        <translation>Alle Befehle zeigen, nicht nur die jetzt möglichen</translation>
    </message>
    <message>
        <source>Turn %1: %2 still to turn.</source>
        <translation>Zug %1: noch %2 aufzudecken.</translation>
    </message>
    <message>
        <source>A charge at %1: %2 to go; its roll gets there %3 % of the time.</source>
        <translation>Ein Angriff auf %1: %2 zu gehen; sein Wurf kommt in %3 % der Fälle dort an.</translation>
    </message>
    <message>
        <source>%1 tests its morale first: it goes in on %2 or less on a d10 (%3 %).</source>
        <translation>%1 prüft zuerst seine Moral: Er greift bei %2 oder weniger auf dem W10 an (%3 %).</translation>
    </message>
    <message>
        <source>%1 passed a morale test this turn: it goes in without another.</source>
        <translation>%1 hat in diesem Zug eine Moralprobe bestanden: Er greift ohne weitere an.</translation>
    </message>
    <message>
        <source>%1 must pass a morale test to stand and fire: %2 or less on a d10 (%3 %); 1 or 2 over, it falls back to cover; more, it flees.</source>
        <translation>%1 muss eine Moralprobe bestehen, um stehen zu bleiben und zu feuern: %2 oder weniger auf dem W10 (%3 %); 1 oder 2 darüber, weicht er in Deckung zurück; mehr, flieht er.</translation>
    </message>
    <message>
        <source>All told the charge reaches %1 %2 % of the time.</source>
        <translation>Alles in allem erreicht der Angriff %1 in %2 % der Fälle.</translation>
    </message>
    <message>
        <source>Needs loaded men with an enemy unit in sight, in range and in their arc of fire (22.5° either side of the way they face; a move turns them).</source>
        <translation>Braucht geladene Männer und eine feindliche Einheit in Sicht, in Reichweite und in ihrem Schussfeld (22,5° zu beiden Seiten ihrer Blickrichtung; eine Bewegung dreht sie).</translation>
    </message>
    <message>
        <source>Not at what At names now (out of its reach, arc or sight): choose another in At.</source>
        <translation>Nicht auf das, was Ziel jetzt nennt (außer Reichweite, Schussfeld oder Sicht): wählen Sie ein anderes unter Ziel.</translation>
    </message>
    <message>
        <source>Turn %1: the game is over.</source>
        <translation>Zug %1: Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>Cards turned (the one in bold was played last):</source>
        <translation>Aufgedeckte Karten (die fett gedruckte wurde zuletzt gespielt):</translation>
    </message>
    <message>
        <source>%1 (order given)</source>
        <translation>%1 (Befehl gegeben)</translation>
    </message>
    <message>
        <source>nothing to fire at now</source>
        <translation>nichts, worauf zu schießen wäre</translation>
    </message>
    <message numerus="yes">
        <source>%n of its %1 men can fire at %2 now; the rules keep the others from it (not loaded or fit, no man of it in sight and range, out of their arc, or its leader).</source>
        <translation>
            <numerusform>%n seiner %1 Männer kann jetzt auf %2 feuern; die Regeln halten die anderen davon ab (nicht geladen oder nicht kampffähig, kein Mann der Einheit in Sicht und Reichweite, außerhalb ihres Schussfelds, oder ihr Führer).</numerusform>
            <numerusform>%n seiner %1 Männer können jetzt auf %2 feuern; die Regeln halten die anderen davon ab (nicht geladen oder nicht kampffähig, kein Mann der Einheit in Sicht und Reichweite, außerhalb ihres Schussfelds, oder ihr Führer).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::ChosenMenUi</name>
    <message>
        <source>Napoleonic skirmishes in the Peninsula: a few units a side, activated by the turn of a card, with morale on a ten-sided die, on a table in inches. One or two players; six to twelve turns, about an hour and a half.</source>
        <translation>Napoleonische Scharmützel auf der Iberischen Halbinsel: wenige Einheiten je Seite, aktiviert durch gezogene Karten, Moral auf einem zehnseitigen Würfel, auf einem Tisch in Zoll. Ein oder zwei Spieler; sechs bis zwölf Runden, etwa anderthalb Stunden.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Dead, captured or seriously wounded; officers, guns and boats are not counted. A side with half its men lost breaks.</source>
        <translation>Tot, gefangen oder schwer verwundet; Offiziere, Geschütze und Boote zählen nicht. Eine Seite, die die Hälfte ihrer Männer verloren hat, bricht.</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>Men not lost whose unit is fleeing. A side with every unit it has left fleeing breaks.</source>
        <translation>Nicht verlorene Männer, deren Einheit flieht. Eine Seite, deren übrige Einheiten alle fliehen, bricht.</translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::CombatDock</name>
    <message>
        <source>%1 rolls %2, needing %3: %4.</source>
        <translation>%1 würfelt %2, braucht %3: %4.</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>ein Treffer</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4: %5.</source>
        <translation>%1 %2 gegen %3 %4: %5.</translation>
    </message>
    <message>
        <source>A round of melee</source>
        <translation>Eine Nahkampfrunde</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::ActionsTableModel</name>
    <message>
        <source>Advice: player characters and commanded groups may ignore it</source>
        <translation>Ratschlag: Spielercharaktere und befehligte Gruppen dürfen ihn übergehen</translation>
    </message>
    <message>
        <source>Binding on every group</source>
        <translation>Bindend für jede Gruppe</translation>
    </message>
    <message>
        <source>RF %1</source>
        <translation>RF %1</translation>
    </message>
    <message>
        <source>Carry on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Close in</source>
        <translation>Vorrücken</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>Halt</source>
        <translation>Halt</translation>
    </message>
    <message>
        <source>Face on</source>
        <translation>Front, weiter</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Marsch</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Aufmarsch</translation>
    </message>
    <message>
        <source>Back off</source>
        <translation>Absetzen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The D6 rolled: %1</source>
        <translation>Der gewürfelte W6: %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::AimedShotRow</name>
    <message>
        <source>Take the Shot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>A player character shoots at the man he chooses, at his true band; a hit falls on that man.</source>
        <translation>Eine Spielerfigur schießt auf den Mann ihrer Wahl, in ihrer wahren Entfernungsstufe; ein Treffer trifft diesen Mann.</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Spielerfigur</translation>
    </message>
    <message>
        <source>Aims at</source>
        <translation>Zielt auf</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>No mark of his in sight and in range.</source>
        <translation>Kein Ziel für ihn in Sicht und Reichweite.</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::FiwUi</name>
    <message>
        <source>Skirmishes of the French and Indian War: a few groups of rangers, regulars, militia and warriors a side on a table in centimetres. One or two players, each side a person or the computer; five to twelve turns, about an hour.</source>
        <translation>Scharmützel des Franzosen- und Indianerkriegs: wenige Gruppen von Rangern, Linientruppen, Milizen und Kriegern je Seite auf einem Tisch in Zentimetern. Ein oder zwei Spieler, jede Seite ein Mensch oder der Computer; fünf bis zwölf Runden, etwa eine Stunde.</translation>
    </message>
    <message>
        <source>The computer, by the dice alone</source>
        <translation>Der Computer, nur nach den Würfeln</translation>
    </message>
    <message>
        <source>Gives no orders: its side acts on the rules&apos; own tables and dice, as troops left to themselves do.</source>
        <translation>Gibt keine Befehle: Seine Seite handelt nach den Tabellen und Würfeln der Regeln, wie sich selbst überlassene Truppen.</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::FollowUpRow</name>
    <message>
        <source>Follow Up</source>
        <translation>Nachsetzen</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>The men who won step after the men they beat, into base contact again.</source>
        <translation>Die Sieger folgen den Geschlagenen, wieder in Basenkontakt.</translation>
    </message>
    <message>
        <source>The men who won stay where they fought.</source>
        <translation>Die Sieger bleiben, wo sie gekämpft haben.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <translation>Hat den Nahkampf gewonnen</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Roll Command Dice</source>
        <translation>Befehlswürfel werfen</translation>
    </message>
    <message>
        <source>Command Group</source>
        <translation>Gruppe befehligen</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>Drag your figures to move them.</source>
        <translation>Ziehen Sie Ihre Figuren, um sie zu bewegen.</translation>
    </message>
    <message>
        <source>Nothing to order in this phase: Next Phase goes on.</source>
        <translation>In dieser Phase gibt es nichts zu befehlen: weiter mit „Nächste Phase“.</translation>
    </message>
    <message>
        <source>Choose a commander and roll his dice.</source>
        <translation>Einen Anführer wählen und seine Würfel werfen.</translation>
    </message>
    <message>
        <source>in reach</source>
        <translation>in Reichweite</translation>
    </message>
    <message>
        <source>out of reach: %1</source>
        <translation>außer Reichweite: %1</translation>
    </message>
    <message>
        <source>Only groups commanded this turn fire on orders.</source>
        <translation>Nur in diesem Zug befehligte Gruppen feuern auf Befehl.</translation>
    </message>
    <message>
        <source>Not commanded: %1</source>
        <translation>Nicht befehligt: %1</translation>
    </message>
    <message>
        <source>%1 (rolled)</source>
        <translation>%1 (gewürfelt)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>%1 is spending the points of his command dice.</source>
        <translation>%1 gibt die Punkte seiner Befehlswürfel aus.</translation>
    </message>
    <message>
        <source>Rolled: %1 = %2</source>
        <translation>Gewürfelt: %1 = %2</translation>
    </message>
    <message>
        <source>Spent: %1 = %2</source>
        <translation>Ausgegeben: %1 = %2</translation>
    </message>
    <message>
        <source>Left: %1 points</source>
        <translation>Übrig: %1 Punkte</translation>
    </message>
    <message>
        <source>Call on His Own</source>
        <translation>Einzeln rufen</translation>
    </message>
    <message>
        <source>He is paid for now, adds his own dice to the pool and carries the word on to men within his reach. His group costs nothing more for him when it is commanded.</source>
        <translation>Er wird jetzt bezahlt, legt seine eigenen Würfel in den Vorrat und gibt den Befehl an Männer in seiner Reichweite weiter. Seine Gruppe kostet für ihn nichts mehr, wenn sie befehligt wird.</translation>
    </message>
    <message>
        <source>Pass the word through</source>
        <translation>Befehl weitergeben über</translation>
    </message>
    <message>
        <source>%1 (cost %2)</source>
        <translation>%1 (Kosten %2)</translation>
    </message>
    <message>
        <source>Not called: %1</source>
        <translation>Nicht gerufen: %1</translation>
    </message>
    <message>
        <source>Roll a commander&apos;s dice first.</source>
        <translation>Würfeln Sie zuerst die Würfel eines Befehlshabers.</translation>
    </message>
    <message>
        <source>No leader of this side is left to roll.</source>
        <translation>Dieser Seite bleibt kein Anführer, der würfeln könnte.</translation>
    </message>
    <message>
        <source>%1 has rolled this turn.</source>
        <translation>%1 hat in dieser Runde gewürfelt.</translation>
    </message>
    <message>
        <source>No enemy group is left to fire at.</source>
        <translation>Es bleibt keine feindliche Gruppe zum Beschießen.</translation>
    </message>
    <message>
        <source>No leader of this side is left standing: nobody rolls command dice, and its groups act on the Actions table.</source>
        <translation>Dieser Seite bleibt kein Anführer auf den Beinen: Niemand würfelt Befehlswürfel, und ihre Gruppen handeln nach der Aktionstabelle.</translation>
    </message>
    <message>
        <source>Nobody else of the group can fire: %1 keeps his own shot.</source>
        <translation>Sonst kann niemand der Gruppe schießen: %1 behält seinen eigenen Schuss.</translation>
    </message>
    <message>
        <source>The table shows the game as it was: your orders wait until it shows the game as it stands (Esc skips the rest of the turn shown, or close the replay).</source>
        <translation>Der Tisch zeigt das Spiel, wie es war: Ihre Befehle warten, bis er das Spiel zeigt, wie es steht (Esc überspringt den Rest des gezeigten Zuges, oder die Wiederholung schließen).</translation>
    </message>
    <message>
        <source>The computer plays its side: Next Phase (F5) lets it.</source>
        <translation>Der Computer spielt seine Seite: Nächste Phase (F5) lässt ihn ziehen.</translation>
    </message>
    <message>
        <source>%1 fired: %2</source>
        <translation>Feuer von %1: %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::ReactionsDock</name>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Columns: the D6 rolled; rows: the risk factor. Italics are advice. Hover over a cell for the result in full.</source>
        <translation>Spalten: der gewürfelte W6; Zeilen: der Risikofaktor. Kursiv ist ein Ratschlag. Zeigen Sie auf eine Zelle für das ganze Ergebnis.</translation>
    </message>
    <message>
        <source>%1 (advice, followed: not commanded)</source>
        <translation>%1 (Rat, befolgt: nicht befehligt)</translation>
    </message>
    <message>
        <source>%1 (advice, free to ignore)</source>
        <translation>%1 (Rat, darf übergangen werden)</translation>
    </message>
    <message>
        <source>%1 (on orders)</source>
        <translation>%1 (auf Befehl)</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::RiskFactorModel</name>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>RF</source>
        <translation>RF</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>Wegen</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::VolleyChoiceRow</name>
    <message>
        <source>Fires with the volley</source>
        <translation>Schießt mit der Salve</translation>
    </message>
    <message>
        <source>Keeps his fire for his own aimed shot</source>
        <translation>Behält sein Feuer für einen eigenen gezielten Schuss</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>%1 may fire with his men, or keep his fire for an aimed shot of his own at a man he chooses (Take the Shot, below).</source>
        <translation>%1 kann mit seinen Männern schießen oder sein Feuer für einen eigenen gezielten Schuss auf einen Mann seiner Wahl behalten (Schießen, unten).</translation>
    </message>
    <message>
        <source>Choose first whether %1 fires with the volley or keeps his own aimed shot.</source>
        <translation>Wählen Sie zuerst, ob %1 mit der Salve schießt oder seinen eigenen gezielten Schuss behält.</translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RaidDock</name>
    <message>
        <source>Raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Counters, score</source>
        <translation>Marker, Punkte</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>End the step</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Round %1: %2, %3.</source>
        <translation>Runde %1: %2, %3.</translation>
    </message>
    <message>
        <source>%1 — %2 points</source>
        <translation>%1 — %2 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n verdeckt</numerusform>
            <numerusform>%n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: the counters are turned up.</source>
        <translation>Das Spiel ist aus: die Marker werden aufgedeckt.</translation>
    </message>
    <message>
        <source>%1: spin.</source>
        <translation>%1: drehen.</translation>
    </message>
    <message>
        <source>%1: the step is done; end it.</source>
        <translation>%1: der Zug ist gemacht; beenden.</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Ergebnis…</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1: walk the number spun (%2): choose from the list or click a ringed space.</source>
        <translation>%1: die gedrehte Zahl (%2) gehen: aus der Liste wählen oder ein umringtes Feld anklicken.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s step.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>The spinner has been spun for this step.</source>
        <translation>Für diesen Zug wurde schon gedreht.</translation>
    </message>
    <message>
        <source>Spin first.</source>
        <translation>Drehen Sie zuerst.</translation>
    </message>
    <message>
        <source>Choose your walk first.</source>
        <translation>Wählen Sie zuerst Ihren Weg.</translation>
    </message>
    <message>
        <source>%1 spun segment %2: number %3, night %4, day %5.</source>
        <translation>%1 hat Feld %2 gedreht: Zahl %3, Nacht %4, Tag %5.</translation>
    </message>
    <message>
        <source>The computer plays %1: press Next Phase (F5) to see its step.</source>
        <translation>Der Computer spielt %1: Nächste Phase (F5) zeigt seinen Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the alarm: spun %2 = %3, and %4 are needed; %n spin(s) to go. Spin.</source>
        <translation>
            <numerusform>%1: Alarm: gedreht %2 = %3, und %4 sind nötig; noch %n Drehung. Drehen Sie.</numerusform>
            <numerusform>%1: Alarm: gedreht %2 = %3, und %4 sind nötig; noch %n Drehungen. Drehen Sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the alarm! %2 spins, added up: %3 or more brings the commando back aboard, less and he is captured. Spin.</source>
        <translation>%1: Alarm! %2 Drehungen, zusammengezählt: %3 oder mehr bringt das Kommando zurück an Bord, weniger und es wird gefangen. Drehen Sie.</translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RaidResultsDialog</name>
    <message>
        <source>void: %1</source>
        <translation>verfallen: %1</translation>
    </message>
    <message>
        <source>still out: %1</source>
        <translation>noch draußen: %1</translation>
    </message>
    <message>
        <source>The Raid&apos;s Results</source>
        <translation>Ergebnis des Überfalls</translation>
    </message>
    <message>
        <source>%1, the winner</source>
        <translation>%1, der Sieger</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Daheim</translation>
    </message>
    <message>
        <source>Counters turned up</source>
        <translation>Aufgedeckte Marker</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>The story of the raid</source>
        <translation>Die Geschichte des Überfalls</translation>
    </message>
    <message>
        <source>Place points</source>
        <translation>Platzpunkte</translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RangerCommandosUi</name>
    <message>
        <source>A raiding board game of 1942: commandos cross to an enemy island by night, carry off what its installations hide and race their barges home once the alarm is raised. Two to four raiders, each a player or the computer; about an hour.</source>
        <translation>Ein Brettspiel über einen Kommandoangriff 1942: Kommandos setzen nachts zu einer feindlichen Insel über, holen, was ihre Anlagen verbergen, und rasen mit ihren Booten heim, sobald Alarm gegeben ist. Zwei bis vier Angreifer, jeder ein Spieler oder der Computer; etwa eine Stunde.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::BattleLineEditor</name>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::ForcesTree</name>
    <message>
        <source>Your forces</source>
        <translation>Ihre Truppen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Hostiles</source>
        <translation>Feinde</translation>
    </message>
    <message>
        <source>garrison: %1</source>
        <translation>Besatzung: %1</translation>
    </message>
    <message>
        <source>war party: %1</source>
        <translation>Kriegstrupp: %1</translation>
    </message>
    <message>
        <source>carried by %1</source>
        <translation>mitgeführt von %1</translation>
    </message>
    <message>
        <source>Markers turned up: %1</source>
        <translation>Aufgedeckte Marker: %1</translation>
    </message>
    <message>
        <source>%1: %2, face up</source>
        <translation>%1: %2, offen</translation>
    </message>
    <message numerus="yes">
        <source>%n taken off the map once turned up</source>
        <translation>
            <numerusform>%n nach dem Aufdecken von der Karte genommen</numerusform>
            <numerusform>%n nach dem Aufdecken von der Karte genommen</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::MissionResults</name>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Ops used</source>
        <translation>Ops verbraucht</translation>
    </message>
    <message>
        <source>Ops left</source>
        <translation>Ops übrig</translation>
    </message>
    <message>
        <source>RP left</source>
        <translation>RP übrig</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alarmstufe</translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation>Verlorene Einheiten</translation>
    </message>
    <message>
        <source>Missions won</source>
        <translation>Gewonnene Missionen</translation>
    </message>
    <message>
        <source>No unit was lost.</source>
        <translation>Keine Einheit ging verloren.</translation>
    </message>
    <message>
        <source>The Campaign&apos;s Results</source>
        <translation>Ergebnisse des Feldzugs</translation>
    </message>
    <message>
        <source>The Mission&apos;s Results</source>
        <translation>Ergebnisse der Mission</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>Am Ende</translation>
    </message>
    <message>
        <source>Missions and losses</source>
        <translation>Missionen und Verluste</translation>
    </message>
    <message>
        <source>Leaders killed</source>
        <translation>Gefallene Anführer</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::RangersDock</name>
    <message>
        <source>Rangers</source>
        <translation>Rangers</translation>
    </message>
    <message>
        <source>Campaign, mission %1 of %2: %3</source>
        <translation>Feldzug, Mission %1 von %2: %3</translation>
    </message>
    <message>
        <source>Mission: %1</source>
        <translation>Mission: %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation>%1 von 6</translation>
    </message>
    <message>
        <source>%1 — %2 (won)</source>
        <translation>%1 — %2 (gewonnen)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Drawn at Rogers Island: put away unread, it does nothing.</source>
        <translation>Auf Rogers Island gezogen: ungelesen abgelegt, sie bewirkt nichts.</translation>
    </message>
    <message>
        <source>  %1: kills on %2 or less</source>
        <translation>  %1: tötet bei %2 oder weniger</translation>
    </message>
    <message>
        <source>  %1: down</source>
        <translation>  %1: gefallen</translation>
    </message>
    <message>
        <source>Round %1.
Your line:
%2
The hostiles:
%3</source>
        <translation>Runde %1.
Ihre Linie:
%2
Die Feinde:
%3</translation>
    </message>
    <message>
        <source>Carry back the skirmish&apos;s result…</source>
        <translation>Ergebnis des Scharmützels übernehmen…</translation>
    </message>
    <message>
        <source>Play the skirmish here</source>
        <translation>Das Scharmützel hier spielen</translation>
    </message>
    <message>
        <source>Save its table, to play it elsewhere…</source>
        <translation>Seinen Tisch speichern, um es anderswo zu spielen…</translation>
    </message>
    <message>
        <source>%1 (difficulty: %2)</source>
        <translation>%1 (Schwierigkeit: %2)</translation>
    </message>
    <message>
        <source>The computer plays the Rangers: press Next Phase (F5) to see it act.</source>
        <translation>Der Computer spielt die Rangers: Nächste Phase (F5) zeigt, was er tut.</translation>
    </message>
    <message>
        <source>No longer offered: %1.</source>
        <translation>Nicht mehr angeboten: %1.</translation>
    </message>
    <message>
        <source>Who carries it?</source>
        <translation>Wer trägt es?</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::RogersRangersUi</name>
    <message>
        <source>The game set aside is not a game of Rogers&apos; Rangers.</source>
        <translation>Das zurückgestellte Spiel ist keine Partie von Rogers&apos; Rangers.</translation>
    </message>
    <message>
        <source>A solitaire campaign on the New York frontier, 1757–59: lead Rogers&apos; Rangers on missions between the forts and lakes of a board, against the French and their allies run by a deck of operation cards; battles may be fought as skirmishes. One player; a mission in half an hour, the campaign in an evening.</source>
        <translation>Ein Solitärfeldzug an der Grenze von New York, 1757–59: Führen Sie Rogers&apos; Rangers auf Missionen zwischen den Forts und Seen eines Spielbretts, gegen die Franzosen und ihre Verbündeten, die ein Stapel Operationskarten lenkt; Gefechte können als Scharmützel ausgespielt werden. Ein Spieler; eine Mission in einer halben Stunde, der Feldzug an einem Abend.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::RaceDock</name>
    <message>
        <source>boasts %1, shame %2</source>
        <translation>Prahlereien %1, Schande %2</translation>
    </message>
    <message>
        <source>on foot, horse loose</source>
        <translation>zu Fuß, Pferd frei</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Courier, items</source>
        <translation>Kurier, Gegenstände</translation>
    </message>
    <message>
        <source>Energy, horse</source>
        <translation>Kraft, Pferd</translation>
    </message>
    <message>
        <source>Missive, chits</source>
        <translation>Depesche, Chips</translation>
    </message>
    <message>
        <source>Stay Put</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Do It</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Dice to roll:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (gefallen)</translation>
    </message>
    <message>
        <source>%1 (prisoner)</source>
        <translation>%1 (gefangen)</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>missive</source>
        <translation>Depesche</translation>
    </message>
    <message>
        <source>no missive</source>
        <translation>keine Depesche</translation>
    </message>
    <message>
        <source>%1: %2 boasts (chits %3), shame %4 (chits %5)</source>
        <translation>%1: %2 Prahlereien (Chips %3), Schande %4 (Chips %5)</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Ergebnis…</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Wendung:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>after </source>
        <translation>nach </translation>
    </message>
    <message>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Clockwise; negative: the other way</source>
        <translation>Im Uhrzeigersinn; negativ: andersherum</translation>
    </message>
    <message>
        <source>Only in the movement phase.</source>
        <translation>Nur in der Bewegungsphase.</translation>
    </message>
    <message>
        <source>He stays put this turn.</source>
        <translation>Er bleibt in dieser Runde stehen.</translation>
    </message>
    <message>
        <source>He has ridden this turn.</source>
        <translation>Er ist in dieser Runde geritten.</translation>
    </message>
    <message>
        <source>Only in the actions phase.</source>
        <translation>Nur in der Aktionsphase.</translation>
    </message>
    <message>
        <source>He has acted this turn.</source>
        <translation>Er hat in dieser Runde gehandelt.</translation>
    </message>
    <message>
        <source>Nothing is open to him here now.</source>
        <translation>Hier steht ihm jetzt nichts offen.</translation>
    </message>
    <message>
        <source>No offer waits for his answer.</source>
        <translation>Kein Angebot wartet auf seine Antwort.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Das Rennen ist vorbei.</translation>
    </message>
    <message>
        <source>The patrols give chase: no courier acts now.</source>
        <translation>Die Patrouillen nehmen die Verfolgung auf: Jetzt handelt kein Kurier.</translation>
    </message>
    <message>
        <source>The computer rides %1 now.</source>
        <translation>Der Computer reitet jetzt %1.</translation>
    </message>
    <message>
        <source>Answer the offer first: Accept or Refuse.</source>
        <translation>Beantworten Sie zuerst das Angebot: Annehmen oder Ablehnen.</translation>
    </message>
    <message>
        <source>%1 — not now: %2</source>
        <translation>%1 — nicht jetzt: %2</translation>
    </message>
    <message>
        <source>Jump streams and walls</source>
        <translation>Bäche und Mauern überspringen</translation>
    </message>
    <message>
        <source>Unticked, a horseman dragged across a stream or wall stops at it instead of rolling to jump it. On foot he never jumps.</source>
        <translation>Ohne Haken hält ein Reiter, der über einen Bach oder eine Mauer gezogen wird, davor an, statt den Sprung zu würfeln. Zu Fuß springt er nie.</translation>
    </message>
    <message>
        <source>Choose his action</source>
        <translation>Wählen Sie seine Handlung</translation>
    </message>
    <message>
        <source>Choose his action in the list.</source>
        <translation>Wählen Sie seine Handlung in der Liste.</translation>
    </message>
    <message>
        <source>Roll again:</source>
        <translation>Neu würfeln:</translation>
    </message>
    <message>
        <source>He has rolled: choose the dice he rolls again, then Ride On.</source>
        <translation>Er hat gewürfelt: Wählen Sie die Würfel, die er neu wirft, dann Weiterreiten.</translation>
    </message>
    <message>
        <source>Fight Aggressively</source>
        <translation>Angriffslustig kämpfen</translation>
    </message>
    <message>
        <source>Fight Defensively</source>
        <translation>Verteidigend kämpfen</translation>
    </message>
    <message>
        <source>boast chits %1, shame chits %2</source>
        <translation>Prahlerei-Marken %1, Schande-Marken %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::RerollRow</name>
    <message>
        <source>Ride On</source>
        <translation>Weiterreiten</translation>
    </message>
    <message>
        <source>Ticked: rolled again. Untick it to keep this die.</source>
        <translation>Angehakt: wird neu geworfen. Haken wegnehmen, um diesen Würfel zu behalten.</translation>
    </message>
    <message>
        <source>Too high for his energy to roll again: kept.</source>
        <translation>Zu hoch, als dass seine Kraft ihn neu werfen ließe: behalten.</translation>
    </message>
    <message>
        <source>Rolls the ticked dice again, then his ride goes on the way he was pointed.</source>
        <translation>Wirft die angehakten Würfel neu, dann geht sein Ritt in die gezeigte Richtung weiter.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::ResultsDialog</name>
    <message>
        <source>chits %1</source>
        <translation>Marken %1</translation>
    </message>
    <message>
        <source>braggart +%1</source>
        <translation>Prahler +%1</translation>
    </message>
    <message>
        <source>halved, a prisoner</source>
        <translation>halbiert, gefangen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, the winner</source>
        <translation>%1, der Sieger</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (gefallen)</translation>
    </message>
    <message>
        <source>%1 (prisoner)</source>
        <translation>%1 (gefangen)</translation>
    </message>
    <message>
        <source>The Race&apos;s Results</source>
        <translation>Ergebnis des Rennens</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Kurier</translation>
    </message>
    <message>
        <source>Boast chits</source>
        <translation>Prahlerei-Marken</translation>
    </message>
    <message>
        <source>Shame chits</source>
        <translation>Schande-Marken</translation>
    </message>
    <message>
        <source>Boasts as they count</source>
        <translation>Prahlereien, wie sie zählen</translation>
    </message>
    <message>
        <source>The story of each ride</source>
        <translation>Die Geschichte jedes Ritts</translation>
    </message>
    <message>
        <source>The French have failed: %1 takes the blame, as shamed as any (%2) and the furthest behind of those, and cannot win.</source>
        <translation>Die Franzosen sind gescheitert: %1 trägt die Schuld, mit so viel Schande wie jeder andere (%2) und von diesen am weitesten zurück, und kann nicht gewinnen.</translation>
    </message>
    <message>
        <source>The French have failed: %1, the most shamed (%2), takes the blame and cannot win.</source>
        <translation>Die Franzosen sind gescheitert: %1, mit der meisten Schande (%2), trägt die Schuld und kann nicht gewinnen.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::SetupDialog</name>
    <message>
        <source>Start the Race</source>
        <translation>Rennen starten</translation>
    </message>
    <message>
        <source>%1 (the computer)</source>
        <translation>%1 (der Computer)</translation>
    </message>
    <message>
        <source>chooses when the race starts</source>
        <translation>wählt beim Start des Rennens</translation>
    </message>
    <message>
        <source>A courier&apos;s two items must differ: %1.</source>
        <translation>Die beiden Gegenstände eines Kuriers müssen verschieden sein: %1.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::SteeplechaseUi</name>
    <message>
        <source>A courier race across Spain in 1812: French couriers ride to bring a missive to the Emperor, past British patrols, bandits and guerrillas. One to four players, each courier a person or the computer; up to fifteen turns, about an hour.</source>
        <translation>Ein Kurierrennen quer durch Spanien 1812: Französische Kuriere reiten, um dem Kaiser eine Depesche zu bringen, vorbei an britischen Patrouillen, Banditen und Guerilleros. Ein bis vier Spieler, jeder Kurier ein Mensch oder der Computer; bis zu fünfzehn Runden, etwa eine Stunde.</translation>
    </message>
    <message>
        <source>The computer, greedy</source>
        <translation>Der Computer, gierig</translation>
    </message>
    <message>
        <source>Takes what gains most at once and looks no further: a yardstick, not a rival.</source>
        <translation>Nimmt, was sofort am meisten bringt, und sieht nicht weiter: ein Maßstab, kein Gegner.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tabletop companion for horse-and-musket skirmish games</source>
        <translation>Begleiter für Scharmützel-Tabletops im Zeitalter der Muskete</translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation>Zu öffnende Szenariodatei.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;png&gt; once it is shown, then quit.</source>
        <translation>Ein Bild des Fensters nach &lt;png&gt; speichern, sobald es angezeigt wird, dann beenden.</translation>
    </message>
</context>
</TS>
