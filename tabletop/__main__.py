from tabletop.cli import main

raise SystemExit(main())
