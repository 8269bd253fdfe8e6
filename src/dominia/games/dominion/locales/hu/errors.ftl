# A Dominion hibái: hibás játékbeállítások.

error-dominion-options-mapping = a beállításoknak szótárnak kell lenniük
error-dominion-unknown-options = ismeretlen Dominion-{ $n ->
    [one] beállítás
   *[other] beállítások
  }: { $options }
error-dominion-players = a Dominiont 2–6 játékos játssza, nem { $players }
error-dominion-sets-type = a készletek kártyakészletek nevei, nem { $sets }; ismert készletek: { $known }
error-dominion-unknown-set = ismeretlen kártyakészlet: '{ $set }'; ismert készletek: { $known }
error-dominion-kingdom-card-type = a birodalomkártyák neveinek szövegnek kell lenniük, nem { $value }
error-dominion-not-kingdom-card = { $card } nem birodalomkártya
error-dominion-kingdom-twice = { $card } kétszer szerepel a birodalomban
error-dominion-kingdom-size = egy birodalom { $size } kártyából áll, nem { $n }
error-dominion-kingdom-type = a birodalom: 'random', egy javasolt birodalom neve vagy kártyák listája
error-dominion-kingdom-pool = a választott készletekben nincs elég birodalomkártya a birodalomhoz
error-dominion-shelters = shelters: 'auto', true vagy false, nem { $value }
error-dominion-autoplay = autoplay_treasures: true vagy false, nem { $value }
error-dominion-kingdom-needs = a(z) „{ $kingdom }” javasolt birodalomhoz { $needs } kell, ami a Dominiában nincs meg (a lapjai: { $cards })

# Bot files: a condition nested deeper than any rule needs (parentheses, not, minus, chains)
# project's own
bot-parse-too-deep = a feltétel túl mélyen egymásba ágyazott (legfeljebb { $most } szint zárójel, not, mínusz vagy műveletlánc)
