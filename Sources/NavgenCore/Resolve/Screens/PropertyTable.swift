/// Values per appearance property in an array: the cascade reads every property of every screen in
/// every mode, and a dictionary keyed by the enum hashes its raw string on each read. Dictionaries here and in
/// `PropertyResolver`'s cache take storyboards-L from 4,279 to 4,361 M instructions on one thread (the model phase
/// +27 %); finding the slot with `allCases.firstIndex(of:)` instead of the switch below costs 20 M.
struct PropertyTable<Value> {
    private var slots = [Value?](repeating: nil, count: AppearanceProperty.allCases.count)

    subscript(property: AppearanceProperty) -> Value? {
        get { slots[property.slot] }
        set { slots[property.slot] = newValue }
    }
}

extension PropertyTable: Sendable where Value: Sendable {}

extension AppearanceProperty {
    /// The position in `allCases`, spelled out: Swift gives no cheaper way to a case's position (the order it numbers
    /// cases in is not promised to be theirs), and a test checks the two agree.
    var slot: Int {
        switch self {
        case .barStyle: 0
        case .barTintColor: 1
        case .barImage: 2
        case .tintColor: 3
        case .titleColor: 4
        case .titleFont: 5
        case .largeTitleColor: 6
        case .largeTitleFont: 7
        case .largeTitleDisplayMode: 8
        case .prefersLargeTitles: 9
        case .barAlpha: 10
        case .barHidden: 11
        case .shadowHidden: 12
        case .shadowColor: 13
        case .shadowImage: 14
        case .translucent: 15
        case .backInteractive: 16
        case .swipeBackEnabled: 17
        case .statusBarStyle: 18
        case .hidesBottomBarWhenPushed: 19
        case .hidesBackButton: 20
        case .extendedLayoutIncludesTopBar: 21
        case .splitTransition: 22
        case .edgeEffect: 23
        case .barMinimization: 24
        }
    }
}
