/// Writes a navigation map (`*.nav.xml`): named appearances, a tab bar, stacks of pushed screens (some
/// presented), bar items, unwinds, disable comments, and properties as literals and token references.
enum NavigationMapWriter {
    static func write(screenCount: Int, firstNumber: Int, random: inout SplitMix64) -> String {
        var xml = XMLText(capacity: screenCount * 600)
        xml.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        xml.line("<!-- Synthetic navigation map written by navgen-bench. -->")
        xml.open(#"<navigation deploymentTarget="15.0">"#)
        xml.line(#"<appearance id="brand" barTintColor="{color.brand.primary}" tintColor="{color.brand.onPrimary}" titleColor="{color.brand.onPrimary}" titleFont="{typography.navTitle}" barStyle="black" shadowHidden="true" statusBarStyle="lightContent"/>"#)
        xml.line(#"<appearance id="reading" barTintColor="{color.surface.reading}" tintColor="{color.brand.accent}" titleColor="{color.text.primary}" barStyle="default"/>"#)
        xml.line(#"<appearance id="plain" titleColor="{color.text.primary}" titleFont="{typography.navTitle}"/>"#)
        var stacks: [Range<Int>] = []
        var start = 0
        while start < screenCount {
            let count = min(random.int(in: 3...8), screenCount - start)
            stacks.append(start..<(start + count))
            start += count
        }
        let tabs = max(1, min(5, stacks.count / 2))
        xml.open(#"<tabBarController id="mapTabs" initial="true">"#)
        for index in 0..<tabs { xml.line(#"<tab ref="mapStack\#(index)" title="Tab \#(index)"/>"#) }
        xml.close("</tabBarController>")
        var presentations: [Int: [Int]] = [:]
        for index in stacks.indices.dropFirst(tabs) {
            presentations[stacks[random.int(index)].randomElement(using: &random), default: []].append(index)
        }
        for (index, stack) in stacks.enumerated() {
            let appearance = random.pick(["brand", "reading", "plain"])
            xml.line(#"<navigationController id="mapStack\#(index)" root="map\#(firstNumber + stack.lowerBound)" appearance="\#(appearance)"\#(random.chance(0.3) ? #" prefersLargeTitles="true""# : "")/>"#)
        }
        for stack in stacks {
            var pushes: [Int: [Int]] = [:]
            for position in stack.dropFirst() {
                pushes[random.int(in: max(stack.lowerBound, position - 3)...(position - 1)), default: []].append(position)
            }
            for position in stack {
                writeScreen(position, isRoot: position == stack.lowerBound, root: stack.lowerBound, pushes: pushes[position] ?? [],
                            presents: presentations[position] ?? [], firstNumber: firstNumber, into: &xml, random: &random)
            }
        }
        xml.close("</navigation>")
        return xml.text
    }

    private static func writeScreen(_ position: Int, isRoot: Bool, root: Int, pushes: [Int], presents: [Int], firstNumber: Int,
                                    into xml: inout XMLText, random: inout SplitMix64) {
        let number = firstNumber + position
        var attributes = #"id="map\#(number)" title="Map \#(number)""#
        if random.chance(0.3) { attributes += #" appearance="\#(random.pick(["brand", "reading", "plain"]))""# }
        let properties = [
            ##"barTintColor="#\##(hex(&random))FF""##, #"barTintColor="{color.surface.dark}""#, #"tintColor="{color.surface.onDark}""#,
            ##"titleColor="#FFFFFF""##, #"statusBarStyle="lightContent""#, #"shadowHidden="true""#,
            #"largeTitleDisplayMode="never""#, #"hidesBottomBarWhenPushed="true""#, #"barAlpha="0.\#(random.int(in: 5...9))""#,
            #"barImage="navbar""#, #"translucent="false""#, #"splitTransition="always""#,
        ]
        var used: Set<String> = []
        for _ in 0..<random.int(4) {
            let property = random.pick(properties)
            let name = String(property.prefix { $0 != "=" })
            if used.insert(name).inserted { attributes += " " + property }
        }
        if isRoot, random.chance(0.1) { attributes += #" barHidden="true""# }
        else if !isRoot, random.chance(0.05) { attributes += #" swipeBackEnabled="false""# }
        if pushes.isEmpty, presents.isEmpty, random.chance(0.5) {
            xml.line("<screen \(attributes)/>")
            return
        }
        xml.open("<screen \(attributes)>")
        if random.chance(0.5) {
            xml.line(random.pick([#"<item side="right" kind="title" title="Go"/>"#, #"<item side="right" kind="image" image="icon.search"/>"#,
                                  #"<item side="right" kind="system" systemItem="add"/>"#]))
        }
        if random.chance(0.2) { xml.line(#"<item side="right" kind="fixedSpace" width="8"/>"#) }
        for target in pushes {
            if random.chance(0.1) { xml.line("<!-- navgen:disable split-with-tab-bar-change -->") }
            xml.line(#"<push to="map\#(firstNumber + target)" identifier="showMap\#(firstNumber + target)"/>"#)
        }
        for stack in presents { xml.line(#"<present to="mapStack\#(stack)"/>"#) }
        if !isRoot, random.chance(0.2) { xml.line(#"<unwind to="map\#(firstNumber + root)"/>"#) }
        xml.close("</screen>")
    }

    private static func hex(_ random: inout SplitMix64) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<6).map { _ in digits[random.int(16)] })
    }
}

extension Range<Int> {
    func randomElement(using random: inout SplitMix64) -> Int { lowerBound + random.int(count) }
}
