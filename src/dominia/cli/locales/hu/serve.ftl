# A `dominia serve` kapcsolói proxy mögötti futtatáshoz és a naplóhoz.
# project's own (az egész fájl)

help-serve-forwarded-allow-ips = Azok a proxyk (címek vesszővel elválasztva; * bármelyik), amelyek X-Forwarded-For fejlécét a kliens saját címének fogadja el a szerver (ezt számolják a gyakorisági korlátok). Ha nincs megadva: senkiét (a kliens az a cím, ahonnan kapcsolódik).
help-serve-log-format = A napló: text (sorok embernek) vagy json (soronként egy objektum).
help-envvar = [környezeti változó: { $name }]
