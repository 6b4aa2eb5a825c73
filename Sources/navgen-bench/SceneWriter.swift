/// Writes one screen's scene the way Xcode does: the controller with its view hierarchy (labels, images,
/// buttons or a table with a prototype cell, constraints), navigation item, runtime attributes and segues.
/// Bar settings never make a pushed screen a dead end: a hidden or faded bar keeps swipe-back.
struct SceneWriter {
    var random: SplitMix64
    var ids: IBIdentifiers

    mutating func write(_ screen: StoryboardPlan.Screen, plan: StoryboardPlan, x: Int, y: Int, into xml: inout XMLText) {
        let element = screen.isTable ? "tableViewController" : "viewController"
        xml.line("<!--Screen \(screen.number)-->")
        xml.open(#"<scene sceneID="\#(ids.next())">"#)
        xml.open("<objects>")
        let hides = random.chance(0.15) ? #" hidesBottomBarWhenPushed="YES""# : ""
        xml.open(#"<\#(element) storyboardIdentifier="Screen\#(screen.number)" title="Screen \#(screen.number)"\#(hides) id="\#(screen.id)" customClass="Screen\#(screen.number)ViewController" customModule="BenchApp" customModuleProvider="target" sceneMemberID="viewController">"#)
        if screen.isTable { writeTable(screen, into: &xml) } else { writeView(screen, into: &xml) }
        writeNavigationItem(screen, into: &xml)
        writeRuntimeAttributes(screen, into: &xml)
        writeConnections(screen.segues.filter { $0.trigger == .controller }, into: &xml)
        xml.close("</\(element)>")
        xml.line(#"<placeholder placeholderIdentifier="IBFirstResponder" id="\#(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>"#)
        if let exit = screen.exitID {
            xml.line(#"<exit id="\#(exit)" userLabel="Exit" sceneMemberID="exit"/>"#)
        }
        xml.close("</objects>")
        xml.line(#"<point key="canvasLocation" x="\#(x)" y="\#(y)"/>"#)
        xml.close("</scene>")
    }

    private mutating func writeView(_ screen: StoryboardPlan.Screen, into xml: inout XMLText) {
        let view = ids.next(), safeArea = ids.next(), label = ids.next(), image = ids.next()
        xml.open(#"<view key="view" contentMode="scaleToFill" id="\#(view)">"#)
        xml.line(#"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#)
        xml.open("<subviews>")
        xml.open(#"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Screen \#(screen.number)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\#(label)">"#)
        xml.line(#"<rect key="frame" x="20" y="120" width="353" height="21"/>"#)
        xml.line(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        xml.line(IBColors.element(key: "textColor", random: &random))
        xml.line(#"<nil key="highlightedColor"/>"#)
        xml.close("</label>")
        xml.open(#"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\#(image)">"#)
        xml.line(#"<rect key="frame" x="20" y="161" width="353" height="200"/>"#)
        xml.line(IBColors.element(key: "tintColor", random: &random))
        xml.close("</imageView>")
        if let child = screen.embeds {
            xml.open(#"<containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(ids.next())">"#)
            xml.line(#"<rect key="frame" x="20" y="381" width="353" height="128"/>"#)
            xml.open("<connections>")
            xml.line(#"<segue destination="\#(child)" kind="embed" id="\#(ids.next())"/>"#)
            xml.close("</connections>")
            xml.close("</containerView>")
        }
        for (index, segue) in screen.segues.enumerated() where segue.trigger == .button {
            xml.open(#"<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\#(ids.next())">"#)
            xml.line(#"<rect key="frame" x="20" y="\#(520 + index * 44)" width="353" height="35"/>"#)
            xml.line(#"<state key="normal" title="\#(segue.identifier ?? "Open")"/>"#)
            xml.line(#"<buttonConfiguration key="configuration" style="filled" title="\#(segue.identifier ?? "Open")"/>"#)
            writeConnections([segue], into: &xml)
            xml.close("</button>")
        }
        xml.close("</subviews>")
        xml.line(#"<viewLayoutGuide key="safeArea" id="\#(safeArea)"/>"#)
        xml.line(IBColors.element(key: "backgroundColor", random: &random))
        xml.open("<constraints>")
        for (first, attribute, constant) in [(label, "leading", 20), (label, "top", 16), (image, "leading", 20), (image, "trailing", 20)] {
            xml.line(#"<constraint firstItem="\#(first)" firstAttribute="\#(attribute)" secondItem="\#(safeArea)" secondAttribute="\#(attribute)" constant="\#(constant)" id="\#(ids.next())"/>"#)
        }
        xml.line(#"<constraint firstItem="\#(image)" firstAttribute="top" secondItem="\#(label)" secondAttribute="bottom" constant="20" id="\#(ids.next())"/>"#)
        xml.close("</constraints>")
        xml.close("</view>")
    }

    private mutating func writeTable(_ screen: StoryboardPlan.Screen, into xml: inout XMLText) {
        let table = ids.next(), cell = ids.next(), label = ids.next()
        xml.open(#"<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="\#(table)">"#)
        xml.line(#"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#)
        xml.line(IBColors.element(key: "backgroundColor", random: &random))
        xml.open("<prototypes>")
        xml.open(#"<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Cell\#(screen.number)" textLabel="\#(label)" style="IBUITableViewCellStyleDefault" id="\#(cell)">"#)
        xml.line(#"<rect key="frame" x="20" y="55.5" width="353" height="43.5"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask"/>"#)
        xml.open(#"<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\#(cell)" id="\#(ids.next())">"#)
        xml.line(#"<rect key="frame" x="0.0" y="0.0" width="322.5" height="43.5"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask"/>"#)
        xml.open("<subviews>")
        xml.open(#"<label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\#(label)">"#)
        xml.line(#"<rect key="frame" x="20" y="0.0" width="294.5" height="43.5"/>"#)
        xml.line(#"<autoresizingMask key="autoresizingMask"/>"#)
        xml.line(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        xml.line(#"<nil key="textColor"/>"#)
        xml.line(#"<nil key="highlightedColor"/>"#)
        xml.close("</label>")
        xml.close("</subviews>")
        xml.close("</tableViewCellContentView>")
        writeConnections(screen.segues.filter { $0.trigger == .cell }, into: &xml)
        xml.close("</tableViewCell>")
        xml.close("</prototypes>")
        xml.open("<connections>")
        xml.line(#"<outlet property="dataSource" destination="\#(screen.id)" id="\#(ids.next())"/>"#)
        xml.line(#"<outlet property="delegate" destination="\#(screen.id)" id="\#(ids.next())"/>"#)
        xml.close("</connections>")
        xml.close("</tableView>")
    }

    private mutating func writeNavigationItem(_ screen: StoryboardPlan.Screen, into xml: inout XMLText) {
        let mode = random.pick(["", #" largeTitleDisplayMode="never""#, #" largeTitleDisplayMode="always""#])
        // Left items replace the back button; on a pushed screen they must supplement it.
        let supplement = !screen.isRoot && random.chance(0.2) ? #" leftItemsSupplementBackButton="YES""# : ""
        xml.open(#"<navigationItem key="navigationItem" title="Screen \#(screen.number)"\#(mode)\#(supplement) id="\#(ids.next())">"#)
        // One item is the `rightBarButtonItem`; several are a `rightBarButtonItems` list.
        let fromItems = screen.segues.filter { $0.trigger == .barButton }
        if fromItems.count > 1 { xml.open("<rightBarButtonItems>") }
        for segue in fromItems {
            let key = fromItems.count == 1 ? #"key="rightBarButtonItem" "# : ""
            xml.open(#"<barButtonItem \#(key)systemItem="add" id="\#(ids.next())">"#)
            writeConnections([segue], into: &xml)
            xml.close("</barButtonItem>")
        }
        if fromItems.count > 1 { xml.close("</rightBarButtonItems>") }
        if screen.isRoot || !supplement.isEmpty, random.chance(0.5) {
            xml.line(#"<barButtonItem key="leftBarButtonItem" title="Edit" id="\#(ids.next())"/>"#)
        } else if random.chance(0.3) {
            xml.open(#"<barButtonItem key="backBarButtonItem" title="Back" id="\#(ids.next())">"#)
            xml.line(IBColors.element(key: "tintColor", random: &random))
            xml.close("</barButtonItem>")
        }
        xml.close("</navigationItem>")
    }

    /// `navgen.*` and `hbd_*` key paths, literal and token values, and one attribute navgen does not map.
    private mutating func writeRuntimeAttributes(_ screen: StoryboardPlan.Screen, into xml: inout XMLText) {
        var lines: [String] = []
        var pool = [
            #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.barTintColor" value="{color.brand.primary}"/>"#,
            #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.titleColor" value="{color.brand.onPrimary}"/>"#,
            #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.titleFont" value="{typography.navTitle}"/>"#,
            #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.statusBarStyle" value="lightContent"/>"#,
            ##"<userDefinedRuntimeAttribute type="string" keyPath="navgen.tintColor" value="#FFCC00"/>"##,
            #"<userDefinedRuntimeAttribute type="boolean" keyPath="navgen.shadowHidden" value="YES"/>"#,
            #"<userDefinedRuntimeAttribute type="boolean" keyPath="hbd_barShadowHidden" value="YES"/>"#,
            #"<userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="screen\#(screen.number)"/>"#,
        ]
        pool.append("""
            <userDefinedRuntimeAttribute type="color" keyPath="hbd_barTintColor">
                \(IBColors.opaque(key: "value", random: &random))
            </userDefinedRuntimeAttribute>
            """)
        pool.append("""
            <userDefinedRuntimeAttribute type="number" keyPath="hbd_barStyle">
                <integer key="value" value="\(random.int(2))"/>
            </userDefinedRuntimeAttribute>
            """)
        pool.append("""
            <userDefinedRuntimeAttribute type="number" keyPath="hbd_barAlpha">
                <real key="value" value="0.\(random.int(in: 5...9))"/>
            </userDefinedRuntimeAttribute>
            """)
        for _ in 0..<random.int(4) { lines.append(pool[random.int(pool.count)]) }
        if screen.isRoot, random.chance(0.1) {
            lines.append(#"<userDefinedRuntimeAttribute type="boolean" keyPath="hbd_barHidden" value="YES"/>"#)
        } else if !screen.isRoot, random.chance(0.05) {
            lines.append(#"<userDefinedRuntimeAttribute type="boolean" keyPath="navgen.swipeBackEnabled" value="NO"/>"#)
        }
        guard !lines.isEmpty else { return }
        xml.open("<userDefinedRuntimeAttributes>")
        var seen: Set<String> = []
        for line in lines where seen.insert(line).inserted {
            for part in line.split(separator: "\n") { xml.line(String(part)) }
        }
        xml.close("</userDefinedRuntimeAttributes>")
    }

    /// `<connections>` holding the segues; nothing when there are none.
    private mutating func writeConnections(_ segues: [StoryboardPlan.Segue], into xml: inout XMLText) {
        guard !segues.isEmpty else { return }
        xml.open("<connections>")
        for segue in segues { writeSegue(segue, into: &xml) }
        xml.close("</connections>")
    }

    private mutating func writeSegue(_ segue: StoryboardPlan.Segue, into xml: inout XMLText) {
        var attributes = #"destination="\#(segue.destination)" kind="\#(segue.kind)""#
        if let identifier = segue.identifier { attributes += #" identifier="\#(identifier)""# }
        if let customClass = segue.customClass { attributes += #" customClass="\#(customClass)""# }
        if let action = segue.unwindAction { attributes += #" unwindAction="\#(action)""# }
        xml.line(#"<segue \#(attributes) id="\#(segue.id)"/>"#)
    }
}
