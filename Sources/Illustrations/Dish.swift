extension Illustrations {
    /// What a logged food looks like on a plate, read from its name by keyword ("Grilled
    /// salmon" a fillet, "Quinoa" a heap of grains, "Lentil soup" a bowl …). Names are
    /// lowercased first; the first rule that matches wins, so "Vegetable curry with rice" is
    /// a curry (with rice in its bowl) and not a heap of rice. A name no rule knows is a
    /// mound whose colour comes from its letters.
    enum Dish: Equatable {
        enum Meat: Equatable { case salmon, chicken, beef, whiteFish }
        enum Grain: Equatable { case quinoa, rice, lentils, couscous }
        enum Spear: Equatable { case asparagus, greenBeans, fries, carrots }
        enum Bowl: Equatable { case soup, lentilSoup, curry, yogurt, smoothie, oatmeal, burrito, hummus, iceCream, cereal }
        enum Topping: Equatable { case butter, avocado, eggs }
        enum Snack: Equatable { case apple, banana, orange, almonds, chocolate, bar, wine, eggs }

        case fillet(Meat)
        case grains(Grain)
        case spears(Spear)
        case bowl(Bowl, berries: Bool, banana: Bool, rice: Bool)
        case pasta, greens, pizza, sushi, tacos, sandwich
        case toast(Topping)
        case snack(Snack)
        case mound(Pigment)

        init(_ name: String) {
            let n = name.lowercased()
            func has(_ words: String...) -> Bool { words.contains { n.contains($0) } }
            let berries = has("berr"), banana = has("banana"), rice = has("rice")
            func bowl(_ kind: Bowl) -> Dish { .bowl(kind, berries: berries, banana: banana, rice: rice) }
            if has("sandwich", "sub", "panini", "wrap") { self = .sandwich }
            else if has("toast", "bagel") { self = .toast(has("avocado") ? .avocado : has("egg") ? .eggs : .butter) }
            else if has("pizza") { self = .pizza }
            else if has("sushi", "maki", "roll") { self = .sushi }
            else if has("taco", "quesadilla", "fajita") { self = .tacos }
            else if has("burrito", "poke", "bowl") { self = bowl(.burrito) }
            else if has("lentil soup", "dal", "dhal") { self = bowl(.lentilSoup) }
            else if has("soup", "stew", "chili", "broth", "ramen") { self = bowl(.soup) }
            else if has("curry", "stir-fry", "stir fry", "risotto") { self = bowl(.curry) }
            else if has("yogurt", "yoghurt", "parfait", "acai") { self = bowl(.yogurt) }
            else if has("smoothie", "shake") { self = bowl(.smoothie) }
            else if has("oat", "porridge") { self = bowl(.oatmeal) }
            else if has("cereal", "granola", "muesli") { self = bowl(.cereal) }
            else if has("hummus", "guacamole", "dip") { self = bowl(.hummus) }
            else if has("ice cream", "gelato", "sorbet") { self = bowl(.iceCream) }
            else if has("spaghetti", "pasta", "noodle", "linguine", "penne", "lasagna", "bolognese") { self = .pasta }
            else if has("salad", "spinach", "kale", "lettuce", "greens", "caesar") { self = .greens }
            else if has("salmon", "trout") { self = .fillet(.salmon) }
            else if has("chicken", "turkey", "pork", "tofu") { self = .fillet(.chicken) }
            else if has("steak", "beef", "lamb", "burger", "meatball") { self = .fillet(.beef) }
            else if has("fish", "cod", "tuna", "tilapia", "halibut", "shrimp") { self = .fillet(.whiteFish) }
            else if has("quinoa") { self = .grains(.quinoa) }
            else if has("lentil", "chickpea") { self = .grains(.lentils) }
            else if has("couscous", "bulgur") { self = .grains(.couscous) }
            else if has("rice") { self = .grains(.rice) }
            else if has("asparagus") { self = .spears(.asparagus) }
            else if has("green bean", "beans", "broccoli", "edamame") { self = .spears(.greenBeans) }
            else if has("fries", "chips", "potato wedge") { self = .spears(.fries) }
            else if has("carrot") { self = .spears(.carrots) }
            else if has("egg", "omelet") { self = .snack(.eggs) }
            else if has("apple", "pear") { self = .snack(.apple) }
            else if has("banana") { self = .snack(.banana) }
            else if has("orange", "clementine", "mandarin") { self = .snack(.orange) }
            else if has("almond", "nut", "cashew", "peanut", "walnut", "trail mix") { self = .snack(.almonds) }
            else if has("chocolate", "brownie", "cookie") { self = .snack(.chocolate) }
            else if has("bar") { self = .snack(.bar) }
            else if has("wine", "juice", "coffee", "tea", "latte", "beer") { self = .snack(.wine) }
            else {
                let tones = [Pigment(0xD9894A), Pigment(0xC0583C), Pigment(0xE3B448), Pigment(0xA0673F), Pigment(0xD46F5A)]
                self = .mound(tones[n.unicodeScalars.reduce(0) { $0 + Int($1.value) } % tones.count])
            }
        }
    }
}
